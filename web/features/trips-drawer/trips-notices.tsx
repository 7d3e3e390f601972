import { useState } from 'react'
import { Link } from 'react-router'
import { TRIPS_CONSTANTS, TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { TTripNotification, TWishlistItem } from '../../../shared/trips/trips-schemas.ts'
import type { StorageLike } from '../../app/browser-storage.ts'
import { Avatar } from '../../chrome/avatar.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'

/**
 * localStorage: the wishlist item whose toast was closed. Items are never removed, so without this the
 * toast would come back on every page load for good.
 */
const WISHLIST_TOAST_CLOSED_KEY = 'trips.wishlist-toast.closed'

const itemKey = (item: TWishlistItem) => `${item.tripId}:${item.destination}`

// Storage may be blocked (reading it throws): the toast then shows, and closing hides it for this page.
function closedItem(storage: StorageLike): string | null {
  try {
    return storage.getItem(WISHLIST_TOAST_CLOSED_KEY)
  } catch {
    return null
  }
}

/** The wishlist toast: shown while exactly one wishlist item exists, until closed (remembered per item). */
export function WishlistToast({ items, storage }: { items: TWishlistItem[]; storage: StorageLike }) {
  const { t } = useTranslation()
  const [closed, setClosed] = useState(false)
  const item = items.length === TRIPS_CONSTANTS.wishlistToastItems ? items[0] : undefined
  if (!item || closed || closedItem(storage) === itemKey(item)) return null
  const close = () => {
    setClosed(true)
    try {
      storage.setItem(WISHLIST_TOAST_CLOSED_KEY, itemKey(item))
    } catch {
      // Blocked storage: closed for this page only.
    }
  }
  return (
    <section className="fw-trips-toast" aria-label={t('tripsDrawer.wishlist.label')}>
      <p>
        {t('tripsDrawer.wishlist.text', { destination: item.destination })}{' '}
        <Link to={TRIPS_PAGES.trip(item.tripId)}>{t('tripsDrawer.wishlist.open')}</Link>
      </p>
      <Button variant="quiet" onClick={close}>
        {t('tripsDrawer.close')}
      </Button>
    </section>
  )
}

/** The shared-trip notification (NEW_SHARED_TRIP): the sharer's picture or initial, the trip, dismissal. */
export function SharedTripNotice({
  notification,
  onDismiss,
}: {
  notification: TTripNotification
  onDismiss(): void
}) {
  const { t } = useTranslation()
  const { sharerDisplayName: sharer, tripName } = notification
  return (
    <section className="fw-trips-toast fw-trips-shared" aria-label={t('tripsDrawer.shared.label')}>
      <Avatar name={sharer} imageUrl={notification.avatarUrl} size={32} />
      <p>
        {t('tripsDrawer.shared.text', { sharer, tripName })}{' '}
        <Link to={TRIPS_PAGES.trip(notification.tripId)}>{t('tripsDrawer.shared.open')}</Link>
      </p>
      <Button variant="quiet" onClick={onDismiss}>
        {t('tripsDrawer.shared.dismiss')}
      </Button>
    </section>
  )
}
