import './csp-nonce.ts'
import { type ClipboardEvent, type ReactNode, type Ref, useEffect, useRef, useState } from 'react'
import { TextField as AriaTextField, FieldError, Input, Label, Text } from 'react-aria-components'
import { cutToLength } from '../../shared/text-length.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { useFormErrorsScope } from './form-errors-scope.tsx'

export interface TextFieldProps {
  label: string
  name: string
  value: string
  onChange(value: string): void
  type?: 'text' | 'email' | 'password'
  autoComplete: string
  inputMode?: 'text' | 'email' | 'numeric'
  description?: string
  /**
   * The message shown under the field and linked to it (aria-describedby); none when valid. Without one,
   * the sentence a surrounding form's refusal has for this field's name (FormErrorsScope).
   */
  error?: string | null
  isRequired?: boolean
  isDisabled?: boolean
  maxLength?: number
  inputRef?: Ref<HTMLInputElement>
  /** Beside the input, e.g. a show-password toggle. */
  children?: ReactNode
}

/**
 * A labelled input whose hint and error are tied to it for screen readers. Validation is ours
 * ("aria"), not the browser's: its bubbles would speak the browser's language, not the page's.
 */
export function TextField(props: TextFieldProps) {
  const { label, description, inputRef, children, type = 'text' } = props
  const { t } = useTranslation()
  const refused = useFormErrorsScope()
  const error = props.error === undefined ? (refused?.fields[props.name] ?? null) : props.error
  const { value, onChange, maxLength: max } = props
  // A value longer than the field takes, set from code or pasted, is cut to fit and the field says so
  // (issue 27 item 10): the browser cuts a paste silently, and would keep a value set from code whole.
  const [cut, setCut] = useState(false)
  const pasteCut = useRef(false)
  useEffect(() => {
    if (max === undefined || value.length <= max) return
    setCut(true)
    onChange(cutToLength(value, max))
  }, [value, max, onChange])
  const change = (next: string) => {
    setCut(pasteCut.current)
    pasteCut.current = false
    onChange(next)
  }
  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    if (max === undefined) return
    const input = event.currentTarget
    const kept = input.value.length - ((input.selectionEnd ?? 0) - (input.selectionStart ?? 0))
    pasteCut.current = kept + event.clipboardData.getData('text').length > max
  }
  return (
    <AriaTextField
      className="fw-field"
      name={props.name}
      value={value}
      onChange={change}
      type={type}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      isInvalid={Boolean(error)}
      isRequired={props.isRequired}
      isDisabled={props.isDisabled}
      maxLength={props.maxLength}
      validationBehavior="aria"
    >
      <Label className="fw-field-label">{label}</Label>
      <div className="fw-field-control">
        <Input
          ref={inputRef}
          className="fw-input"
          spellCheck={type === 'text' ? undefined : false}
          autoCapitalize={type === 'text' ? undefined : 'none'}
          onPaste={paste}
        />
        {children}
      </div>
      {description ? (
        <Text slot="description" className="fw-field-hint">
          {description}
        </Text>
      ) : null}
      {cut && max !== undefined ? (
        <p className="fw-field-hint" role="status">
          {t('fieldErrors.cut', { limit: max })}
        </p>
      ) : null}
      <FieldError className="fw-field-error">{error}</FieldError>
    </AriaTextField>
  )
}
