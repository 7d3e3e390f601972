import { useCallback, useEffect, useRef, useState } from 'react'
import type { EventBus } from '../../../shared/event-bus.ts'
import type { TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import { ApiError } from '../../api/errors.ts'
import type { TripsDrawerEnv } from './drawer-env.ts'

/**
 * The trips store for the drawer (spec section 4): loaded on mount, loaded again when the tab becomes
 * visible (not on first mount) and when something in the page changes the trips. Only the latest request's
 * answer counts: an older one arriving late would show trips as they were.
 *
 * A failed reload reloads the page, since what the header shows can no longer be trusted; a 403 (signed
 * out elsewhere) is expected and not logged. Our reading of "reload failure reloads the page": it is about
 * the server's answers. When the browser is offline or the call never got an HTTP answer (a network
 * error), reloading would land on the browser's offline page and lose what the user was typing, so the
 * failure is only logged and the next reload (tab visible again, a change) tries anew.
 */
export function useTripsStore(env: TripsDrawerEnv, bus: EventBus) {
  const [store, setStore] = useState<TTripsStoreResponse | null>(null)
  const envRef = useRef(env)
  envRef.current = env
  const latest = useRef(0)

  const load = useCallback(async (reload: boolean) => {
    const { api, log } = envRef.current
    latest.current += 1
    const request = latest.current
    try {
      const answer = await api.store()
      if (request === latest.current) setStore(answer)
    } catch (error) {
      if (request !== latest.current) return
      const answered = error instanceof ApiError
      if (!(answered && error.status === 403)) log(error, { where: 'tripsDrawer.store', reload })
      if (reload && answered && envRef.current.online()) envRef.current.reload()
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
