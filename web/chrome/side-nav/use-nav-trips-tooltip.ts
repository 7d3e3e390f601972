import { createContext, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { TRIPS_CONSTANTS, TRIPS_STORAGE_KEYS } from '../../../shared/trips/trips-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { tripsEndpoints as trips } from '../../api/endpoints.gen.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'
import { logError } from '../../app/logger.ts'

/** What the tooltip reaches outside React: the trips calls, storage and the clock (tests pass their own). */
export interface NavTripsTooltipEnv {
  client(): ApiClient
  storage: StorageLike
  now(): number
  log(error: unknown, context: Record<string, unknown>): void
  /** How long the drawer is open, from its first opening, before the tooltip (spec section 9). */
  openTimeMs: number
}

export function browserNavTripsTooltipEnv(): NavTripsTooltipEnv {
  let client: ApiClient | null = null
  return {
    client: () => {
      client ??= browserApiClient()
      return client
    },
    storage: browserLocalStorage,
    now: () => Date.now(),
    log: logError,
    openTimeMs: TRIPS_CONSTANTS.tooltipOpenTimeMs,
  }
}

/** The first opening's time, stored on first opening; storage may be blocked (then it counts from now). */
function firstOpenedAt(env: NavTripsTooltipEnv): number {
  const now = env.now()
  try {
    const stored = Number(env.storage.getItem(TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt))
    if (Number.isFinite(stored) && stored > 0) return stored
    env.storage.setItem(TRIPS_STORAGE_KEYS.navigationDrawerFirstOpenedAt, String(now))
  } catch {}
  return now
}

export interface NavTripsTooltip {
  shown: boolean
  dismiss(): void
}

/** The trips entry reads whether its tooltip shows; the side navigation provides it. */
export const NavTripsTooltipContext = createContext<NavTripsTooltip>({ shown: false, dismiss: () => {} })

/**
 * The side navigation's trips tooltip (page-chrome-privacy section 4, decision 100): once the drawer has
 * been open the configured time from its stored first opening, unless the user's settings say it was
 * shown; it closes after 5000 ms and is recorded with setNavigationDrawerTripsTooltipShown. The settings
 * are read only when the wait is over, so a page where that never happens makes no call.
 */
export function useNavTripsTooltip(
  env: NavTripsTooltipEnv,
  open: boolean,
  eligible: boolean,
): NavTripsTooltip {
  const [shown, setShown] = useState(false)
  const done = useRef(false)
  const openNow = useRef(open)
  openNow.current = open
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(hideTimer.current), [])

  useEffect(() => {
    if (!open) {
      setShown(false)
      return
    }
    if (!eligible || done.current) return
    const wait = Math.max(0, firstOpenedAt(env) + env.openTimeMs - env.now())
    let live = true
    const timer = setTimeout(() => {
      const client = env.client()
      callEndpoint(client, trips.store, { query: { props: 'user' } })
        .then((store) => {
          const settings = store.user?.settings
          if (!settings || settings.isNavigationDrawerTripsTooltipShown) {
            done.current = true
            return
          }
          if (!live || !openNow.current || done.current) return
          done.current = true
          setShown(true)
          hideTimer.current = setTimeout(() => setShown(false), TRIPS_CONSTANTS.tooltipAutoCloseMs)
          return callEndpoint(client, trips.navigationDrawerTooltipShown)
        })
        .catch((error: unknown) => env.log(error, { where: 'sideNav.tripsTooltip' }))
    }, wait)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [open, eligible, env])

  const dismiss = useCallback(() => setShown(false), [])
  return useMemo(() => ({ shown, dismiss }), [shown, dismiss])
}
