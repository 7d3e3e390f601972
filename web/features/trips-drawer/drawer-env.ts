// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TOfferSnapshot, TSaveEventResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_CONSTANTS } from '../../../shared/trips/trips-contract.ts'
import type { TTripSettingsResponse, TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { callEndpoint } from '../../api/call-endpoint.ts'
import type { ApiClient } from '../../api/client.ts'
import { tripEventsEndpoints as events, tripsEndpoints as trips } from '../../api/endpoints.gen.ts'
import { browserLocalStorage, type StorageLike } from '../../app/browser-storage.ts'
import { logError } from '../../app/logger.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import type { SaveLaterStorage } from '../trip-catalogue/save-later.ts'

/** The drawer's calls (spec section 7). */
export interface TripsDrawerApi {
  store(): Promise<TTripsStoreResponse>
  reminderTooltipShown(): Promise<TTripSettingsResponse>
  goToTripsTooltipShown(): Promise<TTripSettingsResponse>
  clearNotification(): Promise<TTripSettingsResponse>
  /** The pending signed-out save, made from any page after sign-in. */
  saveOffer(offer: TOfferSnapshot, fullTripId?: string): Promise<TSaveEventResponse>
}

export function tripsDrawerApi(client: ApiClient): TripsDrawerApi {
  return {
    store: () => callEndpoint(client, trips.store, { query: { props: 'trips,user' } }),
    reminderTooltipShown: () => callEndpoint(client, trips.reminderTooltipShown),
    goToTripsTooltipShown: () => callEndpoint(client, trips.goToTripsTooltipShown),
    clearNotification: () => callEndpoint(client, trips.clearNotification),
    saveOffer: (offer, fullTripId) =>
      callEndpoint(client, events.save, { body: fullTripId ? { offer, fullTripId } : { offer } }),
  }
}

/** What the drawer reaches outside React: its calls, the page, storage and the clock (tests pass their own). */
export interface TripsDrawerEnv {
  api: TripsDrawerApi
  reload(): void
  /** False when the browser knows it is offline (navigator.onLine). */
  online(): boolean
  log(error: unknown, context: Record<string, unknown>): void
  storage: StorageLike
  /** Where a signed-out save waits (tripSaveLater). */
  saveLater: SaveLaterStorage
  now(): number
  reducedMotion(): boolean
  /** How long the drawer is open, from its first opening, before the go-to-trips tooltip (spec section 9). */
  tooltipOpenTimeMs: number
}

/** The browser's environment; nothing here touches window until used (the island also renders on the server). */
export function browserDrawerEnv(): TripsDrawerEnv {
  let api: TripsDrawerApi | null = null
  const lazyApi = () => {
    api ??= tripsDrawerApi(browserApiClient())
    return api
  }
  return {
    api: {
      store: () => lazyApi().store(),
      reminderTooltipShown: () => lazyApi().reminderTooltipShown(),
      goToTripsTooltipShown: () => lazyApi().goToTripsTooltipShown(),
      clearNotification: () => lazyApi().clearNotification(),
      saveOffer: (offer, fullTripId) => lazyApi().saveOffer(offer, fullTripId),
    },
    reload: () => window.location.reload(),
    online: () => navigator.onLine !== false,
    log: logError,
    storage: browserLocalStorage,
    saveLater: browserSaveLaterStorage,
    now: () => Date.now(),
    reducedMotion: () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false,
    tooltipOpenTimeMs: TRIPS_CONSTANTS.tooltipOpenTimeMs,
  }
}
