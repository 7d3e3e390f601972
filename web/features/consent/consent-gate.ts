import type { TConsentCategory } from '../../../shared/privacy/privacy-contract.ts'
import type { ConsentStore } from './consent-store.ts'

/**
 * Runs `load` once, as soon as `category` is allowed: at once when it already is, else when the visitor
 * allows it. Every optional tag (one-tap, the feedback widget, analytics) starts through here, so nothing
 * reaches a third party or sets a cookie before its consent (issue 6, script gating). Returns a cancel.
 */
export function whenAllowed(store: ConsentStore, category: TConsentCategory, load: () => void): () => void {
  if (store.allows(category)) {
    load()
    return () => {}
  }
  let done = false
  const stop = store.subscribe(() => {
    if (done || !store.allows(category)) return
    done = true
    stop()
    load()
  })
  return () => {
    done = true
    stop()
  }
}
