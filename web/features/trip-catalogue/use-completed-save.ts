import { useEffect, useState } from 'react'
import type { TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { browserSaveLaterStorage, completePendingSave } from './pending-save.ts'

/**
 * A save asked for before signing in, completed once the visitor is signed in on a results page: the
 * offer it saved and its trip event, so that its card shows the heart filled.
 */
export function useCompletedSave(catalogueApi: TripCatalogueApi) {
  const state = useGlobalState()
  const bus = useEventBus()
  const [completed, setCompleted] = useState<{ resultId: string; eventId: string } | null>(null)
  const signedIn = Boolean(state.auth?.loggedInSession)
  useEffect(() => {
    if (!signedIn || state.trips === false) return
    let live = true
    completePendingSave(bus, browserSaveLaterStorage, (data) =>
      catalogueApi.save(data.offer, data.fullTripId),
    ).then(
      (done) => {
        if (done && live) setCompleted({ resultId: done.resultId, eventId: done.saved.event.id })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [catalogueApi, bus, signedIn, state.trips])
  return completed
}
