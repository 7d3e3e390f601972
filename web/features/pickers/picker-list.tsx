import type { CSSProperties, ReactNode, RefObject } from 'react'
import { Header, ListBox, ListBoxItem, ListBoxSection } from 'react-aria-components'
import { columnCell, columnRows } from '../../../shared/pickers/columns.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

export interface TPickerItem {
  key: string
  textValue: string
  active: boolean
  disabled?: boolean
  content: ReactNode
}

export interface TPickerGroup {
  key: string
  /** A titled group is a listbox section; an untitled one lays its items straight in the list. */
  title: string | null
  items: TPickerItem[]
}

interface Props {
  label: string
  groups: readonly TPickerGroup[]
  columns: number
  listRef: RefObject<HTMLDivElement | null>
  onSelect(key: string): void
}

/** The grid cell of an item: columns filled top to bottom (shared/pickers/columns.ts), under the title. */
function cellStyle(index: number, count: number, columns: number, titled: boolean): CSSProperties {
  const { column, row } = columnCell(index, count, columns)
  return { gridColumn: column + 1, gridRow: row + 1 + (titled ? 1 : 0) }
}

function Check() {
  return (
    <svg className="fw-picker-check" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function groupItems(group: TPickerGroup, columns: number, onSelect: (key: string) => void, current: string) {
  return group.items.map((item, index) => (
    <ListBoxItem
      key={item.key}
      id={item.key}
      textValue={item.textValue}
      isDisabled={item.disabled ?? false}
      className="fw-picker-item"
      data-active={item.active || undefined}
      style={cellStyle(index, group.items.length, columns, group.title !== null)}
      onAction={() => onSelect(item.key)}
    >
      {item.content}
      {item.active ? (
        <>
          <Check />
          <span className="fw-visually-hidden">, {current}</span>
        </>
      ) : null}
    </ListBoxItem>
  ))
}

/**
 * The pickers' list: a React Aria listbox in columns, the active item marked (a check and a spoken
 * "current"). Choosing is an action, not a selection: the page changes and reloads.
 */
export function PickerList({ label, groups, columns, listRef, onSelect }: Props) {
  const { t } = useTranslation()
  const untitled = groups.every((group) => group.title === null)
  const items = (group: TPickerGroup) => groupItems(group, columns, onSelect, t('pickers.current'))
  return (
    <ListBox
      ref={listRef}
      aria-label={label}
      selectionMode="none"
      className={`fw-picker-list${untitled ? ' fw-picker-grid' : ''}`}
      style={
        untitled
          ? ({ '--fw-rows': columnRows(groups[0]?.items.length ?? 0, columns) } as CSSProperties)
          : undefined
      }
    >
      {groups.map((group) =>
        group.title === null ? (
          items(group)
        ) : (
          <ListBoxSection key={group.key} id={group.key} className="fw-picker-group fw-picker-grid">
            <Header className="fw-picker-group-title">{group.title}</Header>
            {items(group)}
          </ListBoxSection>
        ),
      )}
    </ListBox>
  )
}
