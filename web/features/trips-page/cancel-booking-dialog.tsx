import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { tripsError } from './trips-errors.ts'

/** Cancelling a booking cannot be undone, so it asks first (as deleting a trip does). */
export function CancelBookingDialog({
  title,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  /** The booked item's title. */
  title: string
  pending: boolean
  error: unknown
  onConfirm(): void
  onClose(): void
}) {
  const { t } = useTranslation()
  return (
    <ConfirmDialog
      title={t('tripsPage.cancelBooking.title', { title })}
      about={t('tripsPage.cancelBooking.about')}
      confirmLabel={t('tripsPage.cancelBooking.confirm')}
      cancelLabel={t('tripsPage.cancelBooking.keep')}
      pending={pending}
      error={error ? tripsError(t, error) : null}
      onConfirm={onConfirm}
      onClose={onClose}
      narrow="fullscreen"
      className="fw-trip-dialog"
      actionsClassName="fw-trip-dialog-actions"
    />
  )
}
