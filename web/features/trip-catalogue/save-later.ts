import type { EventBus } from '../../../shared/event-bus.ts'
import type { TSaveEventResponse, TSaveLaterRecord } from '../../../shared/trips/trip-edit-schemas.ts'
import {
  type TRequestState,
  TRIP_VERTICALS,
  TRIPS_STORAGE_KEYS,
} from '../../../shared/trips/trips-contract.ts'

/** localStorage as the signed-out save needs it; calls may throw where storage is blocked. */
export interface SaveLaterStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

export type TResultData = TSaveLaterRecord['resultData']

const KEY = TRIPS_STORAGE_KEYS.saveLater

/**
 * A signed-out save (spec section 4): the pending result goes to localStorage (tripSaveLater) and the
 * sign-in dialog's trips soft gate is asked for. Answers the request state: requested.
 */
export function requestSignInToSave(
  bus: EventBus,
  storage: SaveLaterStorage,
  resultData: TResultData,
): TRequestState {
  const record: TSaveLaterRecord = { resultData, savingState: 'unsaved', isSaved: false }
  try {
    storage.setItem(KEY, JSON.stringify(record))
  } catch {
    // Blocked storage: the visitor can still sign in and save again by hand.
  }
  bus.publish('signin:request', { reason: 'tripsSoftGate', resultId: resultData.resultId })
  return 'requested'
}

/**
 * Closing the soft gate of this result postpones the request (the dialog itself publishes the close
 * event and marks the session). Answers the unsubscribe function.
 */
export function onSignInPostponed(bus: EventBus, resultId: string, postponed: () => void): () => void {
  return bus.subscribe('signin:closed', (event) => {
    if (event.reason === 'tripsSoftGate' && event.resultId === resultId) postponed()
  })
}

/** The stored record when it is one we wrote (anything else is dropped); null when none. */
export function readSaveLater(storage: SaveLaterStorage): TSaveLaterRecord | null {
  let raw: string | null
  try {
    raw = storage.getItem(KEY)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value = JSON.parse(raw) as Partial<TSaveLaterRecord> | null
    const data = value?.resultData
    const offer = data?.offer
    const valid =
      typeof data?.resultId === 'string' &&
      typeof offer?.offerId === 'string' &&
      (TRIP_VERTICALS as readonly string[]).includes(offer.vertical) &&
      (value?.savingState === 'unsaved' || value?.savingState === 'saving' || value?.savingState === 'saved')
    if (valid && value && data)
      return {
        resultData: data,
        savingState: value.savingState ?? 'unsaved',
        isSaved: value.isSaved === true,
      }
  } catch {
    // Not JSON: dropped below.
  }
  clearSaveLater(storage)
  return null
}

export function clearSaveLater(storage: SaveLaterStorage): void {
  try {
    storage.removeItem(KEY)
  } catch {
    // Nothing to clear where storage is blocked.
  }
}

/**
 * After sign-in (the next page load of a signed-in visitor): makes the pending save, then clears the
 * record whatever the answer, so that a save the server refuses is not tried on every page. Answers
 * the save, or null when nothing was pending; rejects with the save's error.
 */
export async function completeSaveLater(
  storage: SaveLaterStorage,
  save: (resultData: TResultData) => Promise<TSaveEventResponse>,
): Promise<{ resultId: string; saved: TSaveEventResponse } | null> {
  const record = readSaveLater(storage)
  if (!record || record.isSaved) {
    if (record) clearSaveLater(storage)
    return null
  }
  try {
    storage.setItem(KEY, JSON.stringify({ ...record, savingState: 'saving' }))
  } catch {
    // The save goes on; the record is only a marker then.
  }
  try {
    const saved = await save(record.resultData)
    return { resultId: record.resultData.resultId, saved }
  } finally {
    clearSaveLater(storage)
  }
}
