import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventBus } from '../../../shared/event-bus.ts'
import type { TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import type { TripsDrawerEnv } from './drawer-env.ts'

/**
 * The trips store for the drawer (spec section 4): loaded on mount, loaded again when the tab becomes
 * visible (not on first mount) and when something in the page changes the trips. A failed reload reloads
 * the page, since what the header shows can no longer be trusted; a 403 (signed out elsewhere) is expected
 * and not logged.
 */
export function useTripsStore(env: TripsDrawerEnv, bus: EventBus) {
  const [store, setStore] = useState<TTripsStoreResponse | null>(null)
  const envRef = useRef(env)
  envRef.current = env

  const load = useCallback(async (reload: boolean) => {
    const { api, log } = envRef.current
    try {
      setStore(await api.store())
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 403))
        log(error, { where: 'tripsDrawer.store', reload })
      if (reload) envRef.current.reload()
    }
  }, [])

  useEffect(() => {
    void load(false)
    const onVisible = () => {
      if (document.visibilityState === 'visible') void load(true)
    }
    document.addEventListener('visibilitychange', onVisible)
    const off = bus.subscribe('trips:changed', () => void load(true))
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      off()
    }
  }, [bus, load])

  return { store, setStore }
}
