import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { FieldErrorNote } from '../../ui/field-error-note.tsx'

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string
  value: string
  onChange(value: string): void
  error?: string | null
  hint?: string
  /** Rendered after the input, inside the field (the show-password toggle). */
  addon?: ReactNode
  inputId?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled input whose hint and error are tied to it with aria-describedby. */
export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  addon,
  inputId,
  ref,
  ...input
}: FieldProps) {
  const generated = useId()
  const id = inputId ?? generated
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="fw-field">
      <label htmlFor={id}>
        {label}
        {input.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <div className="fw-field-control">
        <input
          {...input}
          ref={ref}
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {addon}
      </div>
      {hint ? (
        <p id={hintId} className="fw-field-hint">
          {hint}
        </p>
      ) : null}
      <FieldErrorNote id={errorId} text={error} />
    </div>
  )
}

type PasswordProps = Omit<FieldProps, 'type' | 'addon'> & {
  autoComplete: 'current-password' | 'new-password'
}

/** A password field with a show/hide toggle that keeps its place and states what it does. */
export function PasswordField(props: PasswordProps) {
  const { t } = useTranslation()
  const [shown, setShown] = useState(false)
  const generated = useId()
  const inputId = props.inputId ?? generated
  return (
    <TextField
      {...props}
      inputId={inputId}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="none"
      addon={
        <button
          type="button"
          className="fw-link-button"
          aria-controls={inputId}
          aria-pressed={shown}
          onClick={() => setShown((v) => !v)}
        >
          {t('account.fields.showPassword')}
        </button>
      }
    />
  )
}

export function Checkbox({
  label,
  checked,
  onChange,
  hint,
}: {
  label: string
  checked: boolean
  onChange(checked: boolean): void
  hint?: string
}) {
  const id = useId()
  return (
    <div className="fw-checkbox">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="fw-field-hint">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A form's outcome. The status region stays in the page so that a success written into it is read
 * out; an error is an alert, read out as it appears.
 */
export function FormMessages({ success, error }: { success?: string | null; error?: string | null }) {
  return (
    <>
      <p role="status" className="fw-form-message fw-form-message--success">
        {success ?? ''}
      </p>
      {error ? (
        <p role="alert" className="fw-form-message fw-form-message--error">
          {error}
        </p>
      ) : null}
    </>
  )
}

/** A form's submit, disabled while it is sent, and Cancel beside it. */
export function SubmitOrCancel({
  label,
  pending,
  onCancel,
}: {
  label: string
  pending: boolean
  onCancel(): void
}) {
  const { t } = useTranslation()
  return (
    <div className="fw-actions">
      <Button type="submit" disabled={pending}>
        {label}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {t('account.actions.cancel')}
      </Button>
    </div>
  )
}
