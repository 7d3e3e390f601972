import { useId } from 'react'

/** A labelled multi-line field (react-aria's TextField renders an input only). */
export function TextArea(props: {
  label: string
  value: string
  onChange(value: string): void
  maxLength: number
  required?: boolean
}) {
  const id = useId()
  return (
    <div className="fw-field">
      <label className="fw-field-label" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        className="fw-input fw-textarea"
        value={props.value}
        maxLength={props.maxLength}
        required={props.required}
        rows={5}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  )
}
