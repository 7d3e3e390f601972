import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { TripDialogFrame } from './trip-dialog-frame.tsx'
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
    <TripDialogFrame title={t('tripsPage.cancelBooking.title', { title })} onClose={onClose}>
      <p>{t('tripsPage.cancelBooking.about')}</p>
      <div role="alert" className="fw-alert">
        {error ? tripsError(t, error) : null}
      </div>
      <div className="fw-trip-dialog-actions">
        <Button
          variant="danger"
          aria-disabled={pending || undefined}
          onClick={() => {
            if (!pending) onConfirm()
          }}
        >
          {t('tripsPage.cancelBooking.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('tripsPage.cancelBooking.keep')}
        </Button>
      </div>
    </TripDialogFrame>
  )
}
