import './csp-nonce.ts'
import { type ReactNode, useId } from 'react'
import { Checkbox } from 'react-aria-components'
import { FieldErrorNote } from './field-error-note.tsx'

interface Props {
  name: string
  /** The form value when ticked (a permission's constant, say); React Aria's default otherwise. */
  value?: string
  isSelected: boolean
  onChange(selected: boolean): void
  /** A line under the label saying what ticking it means; linked like the error, not part of the name. */
  description?: ReactNode
  error?: string | null
  isDisabled?: boolean
  children: ReactNode
}

/** A checkbox with its description and error linked to it (aria-describedby), like the text fields'. */
export function CheckboxField({
  name,
  value,
  isSelected,
  onChange,
  description,
  error,
  isDisabled,
  children,
}: Props) {
  const errorId = useId()
  const descriptionId = useId()
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div className="fw-check">
      <Checkbox
        name={name}
        value={value}
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(error)}
        isDisabled={isDisabled}
        aria-describedby={describedBy || undefined}
        className="fw-checkbox"
      >
        <span className="fw-checkbox-box" aria-hidden="true" />
        <span>{children}</span>
      </Checkbox>
      {description ? (
        <p id={descriptionId} className="fw-field-hint fw-check-description">
          {description}
        </p>
      ) : null}
      <FieldErrorNote id={errorId} text={error} />
    </div>
  )
}
