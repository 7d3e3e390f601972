import './csp-nonce.ts'
import type { ReactNode, Ref } from 'react'
import { TextField as AriaTextField, FieldError, Input, Label, Text } from 'react-aria-components'
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
  const refused = useFormErrorsScope()
  const error = props.error === undefined ? (refused?.fields[props.name] ?? null) : props.error
  return (
    <AriaTextField
      className="fw-field"
      name={props.name}
      value={props.value}
      onChange={props.onChange}
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
        />
        {children}
      </div>
      {description ? (
        <Text slot="description" className="fw-field-hint">
          {description}
        </Text>
      ) : null}
      <FieldError className="fw-field-error">{error}</FieldError>
    </AriaTextField>
  )
}
