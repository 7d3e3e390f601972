import type { TConsentCategory } from '../../../shared/privacy/privacy-contract.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'

/** The page's privacy choices as they change (decision 028); starts from the server's global state. */
export type TConsentSnapshot = Pick<
  TPrivacyState,
  | 'acceptedCategories'
  | 'recorded'
  | 'allowDataSharing'
  | 'gpc'
  | 'tcString'
  | 'acString'
  | 'twoPartyPending'
  | 'dataTransferPending'
  | 'noticeVisible'
>

export interface ConsentStore {
  get(): TConsentSnapshot
  /** Applies what a saved choice answered; listeners hear every change. */
  update(change: Partial<TConsentSnapshot>): void
  subscribe(listener: (snapshot: TConsentSnapshot) => void): () => void
  allows(category: TConsentCategory): boolean
}

export function createConsentStore(initial: TConsentSnapshot): ConsentStore {
  let snapshot = initial
  const listeners = new Set<(s: TConsentSnapshot) => void>()
  return {
    get: () => snapshot,
    update(change) {
      snapshot = { ...snapshot, ...change }
      for (const listener of [...listeners]) listener(snapshot)
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    allows: (category) => category === 'strictlyNecessary' || snapshot.acceptedCategories.includes(category),
  }
}

/** A page that allows nothing optional: no privacy state, or nothing chosen yet. */
export const NOTHING_ALLOWED: TConsentSnapshot = {
  acceptedCategories: ['strictlyNecessary'],
  recorded: false,
  allowDataSharing: false,
  gpc: false,
  tcString: null,
  acString: null,
  twoPartyPending: false,
  dataTransferPending: false,
  noticeVisible: false,
}

let pageStore: ConsentStore | null = null

/**
 * The one store of this page, made from the global state on first use. A page without privacy state allows
 * nothing optional: no tag runs on a guess.
 */
export function consentStoreFor(privacy: TPrivacyState | undefined): ConsentStore {
  if (typeof window === 'undefined') return createConsentStore(privacy ?? NOTHING_ALLOWED)
  pageStore ??= createConsentStore(privacy ?? NOTHING_ALLOWED)
  return pageStore
}
