import { useEffect, useRef, useState } from 'react'
import { TRIPS_CONSTANTS, TRIPS_STORAGE_KEYS } from '../../../shared/trips/trips-contract.ts'
import type { TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import type { TripsDrawerEnv } from './drawer-env.ts'
import { tripHasEvents } from './drawer-model.ts'

type Tooltip = 'reminder' | 'goToTrips' | null

/** The first opening's time, stored on first opening; storage may be blocked (then it counts from now). */
function firstOpenedAt(env: TripsDrawerEnv): number {
  const now = env.now()
  try {
    const stored = Number(env.storage.getItem(TRIPS_STORAGE_KEYS.drawerFirstOpenedAt))
    if (Number.isFinite(stored) && stored > 0) return stored
    env.storage.setItem(TRIPS_STORAGE_KEYS.drawerFirstOpenedAt, String(now))
  } catch {}
  return now
}

/**
 * The drawer's two tooltips (spec section 4). The reminder shows once, when the drawer closes on a trip
 * with events, unless the user's settings say it was shown. The go-to-trips tooltip shows once the drawer
 * has been open for the configured time counted from its first opening. Each closes after 5000 ms and is
 * recorded on the server so it is not shown again.
 */
export function useDrawerTooltips(
  env: TripsDrawerEnv,
  store: TTripsStoreResponse | null,
  open: boolean,
  closedTripId: string | undefined,
) {
  const [tooltip, setTooltip] = useState<Tooltip>(null)
  const shown = useRef({ reminder: false, goToTrips: false })
  const wasOpen = useRef(open)
  const settings = store?.user?.settings
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const show = (which: Exclude<Tooltip, null>) => {
    shown.current[which] = true
    setTooltip(which)
    clearTimeout(hideTimer.current)
    hideTimer.current = setTimeout(() => setTooltip(null), TRIPS_CONSTANTS.tooltipAutoCloseMs)
    const call = which === 'reminder' ? env.api.reminderTooltipShown : env.api.goToTripsTooltipShown
    call().catch((error: unknown) => env.log(error, { where: 'tripsDrawer.tooltipShown', tooltip: which }))
  }
  const showRef = useRef(show)
  showRef.current = show

  useEffect(() => () => clearTimeout(hideTimer.current), [])

  // The reminder: on closing.
  useEffect(() => {
    const closing = wasOpen.current && !open
    wasOpen.current = open
    if (!closing || !settings || settings.isTripsDrawerReminderTooltipShown || shown.current.reminder) return
    if (tripHasEvents(store, closedTripId)) showRef.current('reminder')
  }, [open, settings, store, closedTripId])

  // The go-to-trips tooltip: while open, once the time from the first opening has passed.
  const eligible = Boolean(settings && !settings.isTripsDrawerGoToTripsButtonTooltipShown)
  useEffect(() => {
    if (!open) {
      setTooltip((current) => (current === 'goToTrips' ? null : current))
      return
    }
    const since = firstOpenedAt(env)
    if (!eligible || shown.current.goToTrips) return
    const wait = Math.max(0, since + env.tooltipOpenTimeMs - env.now())
    const timer = setTimeout(() => showRef.current('goToTrips'), wait)
    return () => clearTimeout(timer)
  }, [open, eligible, env])

  return { tooltip, dismiss: () => setTooltip(null) }
}
