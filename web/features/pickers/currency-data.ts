import { PICKER_LOG_MESSAGES } from '../../../shared/pickers/picker-contract.ts'
import type { TCurrencyPickerStateResponse } from '../../../shared/pickers/picker-schemas.ts'
import type { PickerEnvironment } from './picker-environment.ts'

/** Spec section 4: the picker's data is fetched once, when first opened: not loaded, then loaded or error. */
export type TCurrencyData =
  | { status: 'notLoaded' }
  | { status: 'loaded'; data: TCurrencyPickerStateResponse }
  | { status: 'error' }

export interface CurrencyDataStore {
  get(): TCurrencyData
  subscribe(listener: () => void): () => void
  /** Starts the one fetch; later calls do nothing. */
  load(): void
}

export function createCurrencyDataStore(env: Pick<PickerEnvironment, 'api' | 'log'>): CurrencyDataStore {
  let state: TCurrencyData = { status: 'notLoaded' }
  let requested = false
  const listeners = new Set<() => void>()
  const set = (next: TCurrencyData) => {
    state = next
    for (const listener of listeners) listener()
  }
  return {
    get: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    load() {
      if (requested) return
      requested = true
      env.api.currencyState().then(
        (data) => set({ status: 'loaded', data }),
        (error: unknown) => {
          // Logged only (spec section 8).
          env.log(error, { message: PICKER_LOG_MESSAGES.currencyData })
          set({ status: 'error' })
        },
      )
    },
  }
}

const stores = new WeakMap<object, CurrencyDataStore>()

/** One store per page (per API client), so reopening the picker shows what the first opening fetched. */
export function currencyDataFor(env: Pick<PickerEnvironment, 'api' | 'log'>): CurrencyDataStore {
  let store = stores.get(env.api)
  if (!store) {
    store = createCurrencyDataStore(env)
    stores.set(env.api, store)
  }
  return store
}
