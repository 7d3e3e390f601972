import type { EventBus } from '../../../shared/event-bus.ts'
import type { TSaveEventResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { completeSaveLater, type SaveLaterStorage, type TResultData } from './save-later.ts'

/** localStorage, reached on each call (blocked storage throws, and save-later.ts is ready for that). */
export const browserSaveLaterStorage: SaveLaterStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
  removeItem: (key) => window.localStorage.removeItem(key),
}

type TCompletion = ReturnType<typeof completeSaveLater>

let completing: TCompletion | null = null

/**
 * The pending signed-out save (tripSaveLater), made once per page load by whichever signed-in part of
 * the page asks first: a results page, or the header's trips drawer on every other page, so that a
 * visitor who chose "Not now" and signs in later from the home page still finds the offer saved.
 * `trips:changed` is published once, when something was saved, so the drawer and pages reload.
 */
export function completePendingSave(
  bus: EventBus,
  storage: SaveLaterStorage,
  save: (resultData: TResultData) => Promise<TSaveEventResponse>,
): TCompletion {
  if (!completing) {
    completing = completeSaveLater(storage, save)
    completing.then(
      (done) => {
        if (done) bus.publish('trips:changed', { reason: 'saved', fullTripId: done.saved.trip.fullTripId })
      },
      () => undefined,
    )
  }
  return completing
}

/** A new page load, as tests see it (the module lives as long as the page in the browser). */
export function forgetPendingSave(): void {
  completing = null
}
