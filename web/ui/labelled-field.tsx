import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { FieldErrorNote, fieldErrorInput } from './field-error-note.tsx'

/** What the field's control takes: its id, its class, and while refused, its invalid state and the note. */
export interface TFieldControl {
  id: string
  className: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A plain control (input, select, text area) under its label, its refusal tied to it and said under it.
 * `className` is the field's own class beside `fw-field` (`fw-search-date`); the control is drawn by
 * `children` from the props it needs.
 */
export function LabelledField(props: {
  label: ReactNode
  error?: string | null
  className?: string
  children(control: TFieldControl): ReactNode
}) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={props.className ? `fw-field ${props.className}` : 'fw-field'}>
      <label htmlFor={id} className="fw-field-label">
        {props.label}
      </label>
      {props.children({ id, className: 'fw-input', ...fieldErrorInput(errorId, props.error) })}
      <FieldErrorNote id={errorId} text={props.error} />
    </div>
  )
}

type TInputAttributes = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'>

/** A labelled input (text, date…); the input's own attributes (name, type, min, autoComplete) pass through. */
export function LabelledInput({
  label,
  error,
  className,
  value,
  onChange,
  ...input
}: TInputAttributes & {
  label: string
  error?: string | null
  className?: string
  value: string
  onChange(value: string): void
}) {
  return (
    <LabelledField label={label} error={error} className={className}>
      {(control) => (
        <input {...control} {...input} value={value} onChange={(e) => onChange(e.target.value)} />
      )}
    </LabelledField>
  )
}

/** A labelled native select of `options`, `empty` (if any) first with the value ''. */
export function LabelledSelect(props: {
  label: ReactNode
  name?: string
  value: string
  options: readonly { value: string; label: string }[]
  empty?: string
  error?: string | null
  className?: string
  onChange(value: string): void
}) {
  return (
    <LabelledField label={props.label} error={props.error} className={props.className}>
      {(control) => (
        <select
          {...control}
          name={props.name}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        >
          {props.empty === undefined ? null : <option value="">{props.empty}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  )
}
