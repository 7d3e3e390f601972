import { Button } from './button.tsx'

interface Props {
  /** The row's class (the feature's spacing). */
  className: string
  submitLabel: string
  cancelLabel: string
  /** While the call runs the submit stays focusable but does nothing (aria-disabled, not disabled). */
  pending: boolean
  /** What the submit button refers to while it cannot do its work (a hint, the form's refusal). */
  submitDescribedBy?: string
  onCancel(): void
}

/** A form's last row: its submit button, then the way out that changes nothing. */
export function FormActions({
  className,
  submitLabel,
  cancelLabel,
  pending,
  submitDescribedBy,
  onCancel,
}: Props) {
  return (
    <div className={className}>
      <Button type="submit" aria-disabled={pending || undefined} aria-describedby={submitDescribedBy}>
        {submitLabel}
      </Button>
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  )
}
