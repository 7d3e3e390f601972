import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components'
import '../../ui/csp-nonce.ts'
import { TextRadioGroup } from '../../ui/text-radio-group.tsx'

export interface TChoice {
  id: string
  label: string
}

/** The policy forms' radios: the shared text radio group, in the policy pages' style. */
export function ChoiceRadios(props: {
  label: string
  name: string
  value: string
  choices: readonly TChoice[]
  onChange(value: string): void
}) {
  return (
    <TextRadioGroup
      label={props.label}
      name={props.name}
      value={props.value}
      options={props.choices}
      onChange={props.onChange}
      className="fw-policy-radios"
      radioClassName="fw-policy-radio"
    />
  )
}

/** A labelled select of a few choices (a listbox in a popover). */
export function ChoiceSelect(props: {
  label: string
  value: string | null
  choices: readonly TChoice[]
  onChange(value: string): void
}) {
  return (
    <Select
      className="fw-field fw-policy-select"
      selectedKey={props.value}
      onSelectionChange={(key) => key !== null && props.onChange(String(key))}
    >
      <Label className="fw-field-label">{props.label}</Label>
      <Button className="fw-button fw-button--secondary fw-policy-select-button">
        <SelectValue />
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="fw-popover">
        <ListBox className="fw-menu">
          {props.choices.map((c) => (
            <ListBoxItem key={c.id} id={c.id} className="fw-menu-item" textValue={c.label}>
              {c.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  )
}

/** A whole number typed as text: null when empty, NaN when not a number in range. */
export function parseWhole(text: string, min: number, max: number): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return null
  if (!/^\d+$/.test(trimmed)) return Number.NaN
  const n = Number(trimmed)
  return n >= min && n <= max ? n : Number.NaN
}

/** Major units typed (e.g. "200" or "199.50") to minor units; NaN when not an amount. */
export function parseMoney(text: string, maxMinor: number): number {
  const trimmed = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return Number.NaN
  const minor = Math.round(Number(trimmed) * 100)
  return minor <= maxMinor ? minor : Number.NaN
}

export const moneyText = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2)
