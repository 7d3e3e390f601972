import tripsDrawerMessages from 'virtual:fw-messages/section/tripsDrawer'
import { useEffect, useRef, useState } from 'react'
import { Button, Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { PopoverDialog } from '../../ui/popover-dialog.tsx'
import { browserDrawerEnv, type TripsDrawerEnv } from './drawer-env.ts'
import { drawerTrips, savedCount } from './drawer-model.ts'
import { DrawerPanel } from './drawer-panel.tsx'
import { SharedTripNotice, WishlistToast } from './trips-notices.tsx'
import { useDrawerTooltips } from './use-drawer-tooltips.ts'
import { useHeartPulse } from './use-heart-pulse.ts'
import { useTripsStore } from './use-trips-store.ts'
import './trips-drawer.css'

addEnglishMessages(tripsDrawerMessages)

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
 * with the saved-items count, the drawer (a dropdown from ML up, a full-screen dialog below, like the
 * account menu), its tooltips, and the wishlist toast and shared-trip notification.
 */
export function TripsDrawer({ env: given }: { env?: TripsDrawerEnv }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const [env] = useState(() => given ?? browserDrawerEnv())
  const { store, setStore } = useTripsStore(env, bus)
  const [open, setOpen] = useState(false)
  const [closedTripId, setClosedTripId] = useState<TClosedTripId>()
  const trigger = useRef<HTMLButtonElement>(null)
  const wide = useMinWidth(BREAKPOINTS.ml)
  const count = savedCount(store)
  const pulsing = useHeartPulse(count, env.reducedMotion)
  const { tooltip, dismiss } = useDrawerTooltips(env, store, open, closedTripId)

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
          <button type="button" className="fw-link-button" onClick={dismiss}>
            {t('tripsDrawer.close')}
          </button>
        </div>
      ) : null}
      {open && wide ? (
        <PopoverDialog
          triggerRef={trigger}
          onClose={close}
          label={t('tripsDrawer.label')}
          className="fw-trips-dialog"
        >
          {panel}
        </PopoverDialog>
      ) : null}
      {open && !wide ? (
        <ModalDialog
          presentation="fullscreen"
          onClose={close}
          label={t('tripsDrawer.label')}
          className="fw-trips-dialog"
        >
          <div className="fw-trips-bar">
            <Heading slot="title" level={2}>
              {t('tripsDrawer.label')}
            </Heading>
            <Button slot="close" className="fw-trips-close" aria-label={t('tripsDrawer.close')}>
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          {panel}
        </ModalDialog>
      ) : null}
      <div className="fw-trips-notices">
        {store?.user ? <WishlistToast items={store.user.wishlistItems} /> : null}
        {notification ? (
          <SharedTripNotice notification={notification} onDismiss={dismissNotification} />
        ) : null}
      </div>
    </div>
  )
}
