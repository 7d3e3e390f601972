import { useId } from 'react'
import { FieldErrorNote } from '../../ui/field-error-note.tsx'

/** A labelled multi-line field (react-aria's TextField renders an input only). */
export function TextArea(props: {
  label: string
  value: string
  onChange(value: string): void
  maxLength: number
  required?: boolean
  /** The message shown under the field and linked to it; none when valid. */
  error?: string | null
}) {
  const id = useId()
  const errorId = `${id}-error`
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
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <FieldErrorNote id={errorId} text={props.error} />
    </div>
  )
}
