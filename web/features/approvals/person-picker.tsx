import { useEffect, useState } from 'react'
import { ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components'
import type { TApprovalPerson } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

export interface PersonPickerProps {
  label: string
  value: TApprovalPerson | null
  onChange(person: TApprovalPerson | null): void
  /** The search behind the list (the people search in the mode the picker needs). */
  search(query: string): Promise<TApprovalPerson[]>
  /** Offer "nobody" as a choice (an optional backup, the usual approvers). */
  noneLabel?: string
}

const NONE = '__none__'

/** A person from the company's people search, as a react-aria combo box (keyboard and screen readers). */
export function PersonPicker({ label, value, onChange, search, noneLabel }: PersonPickerProps) {
  const { t } = useTranslation()
  const [input, setInput] = useState(value?.name ?? '')
  const [found, setFound] = useState<TApprovalPerson[]>([])
  useEffect(() => setInput(value?.name ?? ''), [value])
  useEffect(() => {
    let live = true
    const timer = setTimeout(() => {
      search(input === value?.name ? '' : input).then(
        (people) => live && setFound(people),
        () => live && setFound([]),
      )
    }, 200)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [input, search, value?.name])
  const items = [
    ...(noneLabel ? [{ userId: NONE, name: noneLabel, email: '' }] : []),
    ...(value && !found.some((p) => p.userId === value.userId) ? [value] : []),
    ...found,
  ]
  return (
    <ComboBox
      className="fw-person-picker"
      items={items}
      inputValue={input}
      onInputChange={setInput}
      selectedKey={value?.userId ?? (noneLabel ? NONE : null)}
      onSelectionChange={(key) => {
        if (key === null) return
        if (key === NONE) onChange(null)
        else onChange(items.find((p) => p.userId === key) ?? null)
      }}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label>{label}</Label>
      <Input className="fw-input" />
      <Popover className="fw-person-picker-popover">
        <ListBox renderEmptyState={() => <p>{t('approvals.picker.noResults')}</p>}>
          {(person: TApprovalPerson) => (
            <ListBoxItem id={person.userId} textValue={person.name} className="fw-person-picker-item">
              {person.name}
              {person.email ? <span className="fw-person-picker-email"> {person.email}</span> : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  )
}
