import { useId } from 'react'

export interface Option {
  id: string
  name: string
}

interface Props {
  label: string
  value: string
  onChange(value: string): void
  /** The first, empty choice: "Any" in a filter, "Choose…" in an action. */
  emptyLabel: string
  options: Option[]
}

/** A labelled select of named things (roles, groups, offices) with an empty first choice. */
export function OptionSelect({ label, value, onChange, emptyLabel, options }: Props) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  )
}
