import { useEffect } from 'react'
import type { EventBus } from '../../../shared/event-bus.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import type { ConsentStore } from './consent-store.ts'
import { whenCmpDue } from './iab/cmp-timing.ts'

/**
 * What runs beside the surfaces once the island hydrates: the IAB CMP API (loaded on its own), the browser's
 * Global Privacy Control signal, and the bus's consent-changed event for features that listen.
 */
export function useConsentServices(privacy: TPrivacyState | undefined, store: ConsentStore, bus: EventBus) {
  useEffect(() => {
    let last = store.get().acceptedCategories.join(',')
    return store.subscribe((s) => {
      const now = s.acceptedCategories.join(',')
      if (now === last) return
      last = now
      bus.publish('privacy:consentChanged', { categories: [...s.acceptedCategories] })
    })
  }, [store, bus])
  useEffect(() => {
    if (!privacy) return
    return whenCmpDue(privacy, () => {
      // A chunk that never arrives leaves the stub answering (cmpLoaded false): logged, nothing breaks.
      importWithRetry(() => import('./iab/cmp-start.ts')).then(
        ({ startPageCmp }) => startPageCmp(privacy, store),
        (error: unknown) => console.warn('[cmp] not loaded', error),
      )
    })
  }, [privacy, store])
}
