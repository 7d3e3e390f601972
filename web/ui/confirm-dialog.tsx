import { Button } from './button.tsx'
import { DialogFrame, type DialogFrameProps } from './dialog-frame.tsx'

interface Props extends Omit<DialogFrameProps, 'children'> {
  /** What the step does and that it cannot be undone. */
  about: string
  confirmLabel: string
  /** The way out that changes nothing ("Keep", "Cancel"). */
  cancelLabel: string
  /** While the call runs the button stays focusable but does nothing (aria-disabled, not disabled). */
  pending: boolean
  /** The refusal in the page's words; the alert region is always there so a screen reader hears it. */
  error: string | null
  onConfirm(): void
  /** The actions row's class (the feature's spacing). */
  actionsClassName: string
}

/** Asks before a step that cannot be undone: the step in the danger look first, then the way out. */
export function ConfirmDialog({
  about,
  confirmLabel,
  cancelLabel,
  pending,
  error,
  onConfirm,
  actionsClassName,
  ...frame
}: Props) {
  return (
    <DialogFrame {...frame}>
      <p>{about}</p>
      <div role="alert" className="fw-alert">
        {error}
      </div>
      <div className={actionsClassName}>
        <Button
          variant="danger"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm()
          }}
        >
          {confirmLabel}
        </Button>
        <Button variant="secondary" onClick={frame.onClose}>
          {cancelLabel}
        </Button>
      </div>
    </DialogFrame>
  )
}
