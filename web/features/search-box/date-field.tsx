import { useId } from 'react'

/** A search box's date: the browser's own date input (a calendar on every platform), labelled. */
export function DateField(props: {
  name: string
  label: string
  value: string
  min: string
  onChange(v: string): void
}) {
  const id = useId()
  return (
    <div className="fw-field fw-search-date">
      <label htmlFor={id} className="fw-field-label">
        {props.label}
      </label>
      <input
        id={id}
        className="fw-input"
        type="date"
        name={props.name}
        min={props.min}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  )
}
