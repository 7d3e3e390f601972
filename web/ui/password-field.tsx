import { useState } from 'react'
import { ToggleButton } from 'react-aria-components'
import { TextField, type TextFieldProps } from './text-field.tsx'

interface Props extends Omit<TextFieldProps, 'type' | 'autoComplete' | 'children'> {
  /** current-password to sign in, new-password to choose one: password managers fill or suggest. */
  autoComplete: 'current-password' | 'new-password'
  /** The toggle's visible word and its full name for screen readers. */
  showText: string
  showLabel: string
}

/** A password input with a show-password toggle (aria-pressed), so a typed or pasted password can be checked. */
export function PasswordField({ showText, showLabel, ...field }: Props) {
  const [shown, setShown] = useState(false)
  return (
    <TextField {...field} type={shown ? 'text' : 'password'}>
      <ToggleButton
        isSelected={shown}
        onChange={setShown}
        aria-label={showLabel}
        className="fw-field-toggle"
        isDisabled={field.isDisabled}
      >
        {showText}
      </ToggleButton>
    </TextField>
  )
}
