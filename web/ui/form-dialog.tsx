import type { ReactNode } from 'react'
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx'
import { FormActions } from './form-actions.tsx'

interface Props extends Omit<DialogFrameProps, 'children'> {
  submitLabel: string
  cancelLabel: string
  /** While the call runs a submit does nothing, and the button stays focusable (aria-disabled). */
  pending: boolean
  /** The form's own refusal line (a field's refusal goes beside the field); the region is always there. */
  error: string | null | undefined
  /** Called on submit unless pending; the browser's own validation is off (the fields say their errors). */
  onSubmit(): void
  formClassName: string
  actionsClassName: string
  /** The fields. */
  children: ReactNode
}

/** A small form in a dialog: its fields, the form's refusal line, then submit and cancel. */
export function FormDialog({
  submitLabel,
  cancelLabel,
  pending,
  error,
  onSubmit,
  formClassName,
  actionsClassName,
  children,
  ...frame
}: Props) {
  return (
    <DialogFrame {...frame}>
      <form
        noValidate
        className={formClassName}
        onSubmit={(event) => {
          event.preventDefault()
          if (!pending) onSubmit()
        }}
      >
        {children}
        <div role="alert" className="fw-alert">
          {error}
        </div>
        <FormActions
          className={actionsClassName}
          submitLabel={submitLabel}
          cancelLabel={cancelLabel}
          pending={pending}
          onCancel={frame.onClose}
        />
      </form>
    </DialogFrame>
  )
}
