import { LabelledField } from '../../ui/labelled-field.tsx'

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
  return (
    <LabelledField label={props.label} error={props.error}>
      {(control) => (
        <textarea
          {...control}
          className="fw-input fw-textarea"
          value={props.value}
          maxLength={props.maxLength}
          required={props.required}
          rows={5}
          onChange={(event) => props.onChange(event.target.value)}
        />
      )}
    </LabelledField>
  )
}
