import tripsDrawerMessages from 'virtual:fw-messages/section/tripsDrawer'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { importWithRetry } from '../../api/lazy-import.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { completePendingSave } from '../trip-catalogue/pending-save.ts'
import { browserDrawerEnv, type TripsDrawerEnv } from './drawer-env.ts'
import { drawerTrips, savedCount } from './drawer-model.ts'
import { DrawerPanel } from './drawer-panel.tsx'
import { SharedTripNotice, WishlistToast } from './trips-notices.tsx'
import { useDrawerTooltips } from './use-drawer-tooltips.ts'
import { useHeartPulse } from './use-heart-pulse.ts'
import { useTripsStore } from './use-trips-store.ts'
import './trips-drawer.css'

addEnglishMessages(tripsDrawerMessages)

const loadDialog = () => importWithRetry(() => import('./drawer-dialog.tsx'))
const DrawerDialog = lazy(() => loadDialog().then((m) => ({ default: m.DrawerDialog })))
// Fetched when the toggle is pointed at or focused, so the first opening does not wait.
const prefetchDialog = () => {
  loadDialog().catch(() => {})
}

/** The trip a close event named, for the reminder tooltip. */
type TClosedTripId = string | undefined

function HeartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" focusable="false" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 5.3 3 1.7-1.9 3.2-3 5.3-3 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z"
      />
    </svg>
  )
}

/**
 * The header's trips drawer (spec sections 1 and 4; an island, so its code loads on demand): the toggle
 * with the saved-items count, the drawer (drawer-dialog.tsx), its tooltips, and the wishlist toast and the
 * shared-trip notification.
 */
export function TripsDrawer({ env: given }: { env?: TripsDrawerEnv }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const [env] = useState(() => given ?? browserDrawerEnv())
  const { store, setStore } = useTripsStore(env, bus)
  const [open, setOpen] = useState(false)
  const [closedTripId, setClosedTripId] = useState<TClosedTripId>()
  const trigger = useRef<HTMLButtonElement>(null)
  const count = savedCount(store)
  const pulsing = useHeartPulse(count, env.reducedMotion)
  const { tooltip, dismiss } = useDrawerTooltips(env, store, open, closedTripId)
  const tripsOn = useGlobalState().trips !== false

  useEffect(() => {
    if (!tripsOn) return
    completePendingSave(bus, env.saveLater, (data) => env.api.saveOffer(data.offer, data.fullTripId)).catch(
      (error: unknown) => env.log(error, { where: 'tripsDrawer.pendingSave' }),
    )
  }, [bus, env, tripsOn])

  useEffect(() => {
    const offs = [
      bus.subscribe('tripsDrawer:open', () => setOpen(true)),
      bus.subscribe('tripsDrawer:close', ({ tripId }) => {
        setClosedTripId(tripId)
        setOpen(false)
      }),
      bus.subscribe('tripsDrawer:toggle', () => setOpen((o) => !o)),
    ]
    return () => {
      for (const off of offs) off()
    }
  }, [bus])

  const close = () => {
    setClosedTripId(undefined)
    setOpen(false)
  }
  const notification = store?.user?.notificationData ?? null
  const dismissNotification = () => {
    setStore((s) => (s?.user ? { ...s, user: { ...s.user, notificationData: null } } : s))
    env.api
      .clearNotification()
      .catch((error: unknown) => env.log(error, { where: 'tripsDrawer.clearNotification' }))
  }
  const panel = (
    <DrawerPanel
      trips={drawerTrips(store)}
      count={count}
      goToTripsTooltip={tooltip === 'goToTrips'}
      onNavigate={close}
    />
  )
  return (
    <div className="fw-trips-drawer">
      <button
        ref={trigger}
        type="button"
        className="fw-trips-trigger"
        data-pulse={pulsing || undefined}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={count === null ? t('tripsDrawer.trigger') : t('tripsDrawer.triggerCount', { count })}
        onPointerEnter={prefetchDialog}
        onFocus={prefetchDialog}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <HeartIcon />
        {count ? (
          <span className="fw-trips-badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
      </button>
      {tooltip === 'reminder' ? (
        <div role="status" className="fw-trips-tooltip fw-trips-reminder">
          <span>{t('tripsDrawer.reminderTooltip')}</span>
          <Button variant="quiet" onClick={dismiss}>
            {t('tripsDrawer.close')}
          </Button>
        </div>
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <DrawerDialog triggerRef={trigger} onClose={close}>
            {panel}
          </DrawerDialog>
        </Suspense>
      ) : null}
      <div className="fw-trips-notices">
        {store?.user ? <WishlistToast items={store.user.wishlistItems} storage={env.storage} /> : null}
        {notification ? (
          <SharedTripNotice notification={notification} onDismiss={dismissNotification} />
        ) : null}
      </div>
    </div>
  )
}
