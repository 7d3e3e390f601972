import './csp-nonce.ts'
import { type ReactNode, useId } from 'react'
import { Checkbox } from 'react-aria-components'

interface Props {
  name: string
  isSelected: boolean
  onChange(selected: boolean): void
  error?: string | null
  isDisabled?: boolean
  children: ReactNode
}

/** A checkbox with its error linked to it (aria-describedby), like the text fields'. */
export function CheckboxField({ name, isSelected, onChange, error, isDisabled, children }: Props) {
  const errorId = useId()
  return (
    <div className="fw-check">
      <Checkbox
        name={name}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        aria-describedby={error ? errorId : undefined}
        className="fw-checkbox"
      >
        <span className="fw-checkbox-box" aria-hidden="true" />
        <span>{children}</span>
      </Checkbox>
      {error ? (
        <p id={errorId} className="fw-field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
