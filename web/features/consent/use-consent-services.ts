import { useEffect } from 'react'
import type { EventBus } from '../../../shared/event-bus.ts'
import { browserSendsGpc } from '../../../shared/privacy/gpc.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import { browserFormToken } from '../../api/browser-client.ts'
import { importWithRetry } from '../../api/lazy-import.ts'
import { backgroundSignal } from '../../api/session-change.ts'
import { logError } from '../../app/logger.ts'
import type { ConsentStore } from './consent-store.ts'
import { whenCmpDue } from './iab/cmp-timing.ts'
import { startMarketingIdSync } from './marketing-id-gate.ts'
import { OPENED_CHANGING_SESSION } from './session-changing-page.ts'

/**
 * What runs beside the surfaces once the island hydrates: the IAB CMP API (loaded on its own), the browser's
 * Global Privacy Control signal, the bus's consent-changed event for features that listen, and the marketing
 * id's sync once advertising is allowed.
 */
export function useConsentServices(
  privacy: TPrivacyState | undefined,
  store: ConsentStore,
  bus: EventBus,
  formToken: string | null = null,
) {
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
    if (!privacy || !browserSendsGpc(window.navigator)) return
    const now = store.get()
    if (now.gpc && !now.allowDataSharing) return
    // Only a browser with the DOM signal loads the opt-out's code here (decision 032).
    void importWithRetry(() => import('./data-sharing/data-sharing-sync.ts')).then(
      (sync) => sync.honourBrowserGpc(sync.browserDataSharingEnvironment(), store, bus),
      (error: unknown) => logError(error, { feature: 'gpc' }),
    )
  }, [privacy, store, bus])
  useEffect(() => {
    // A page that changes the session as it opens retires the form token a sync would carry (a 403 the
    // browser logs): the next page syncs instead.
    const changesSession = OPENED_CHANGING_SESSION
    // A browser sending Global Privacy Control is being opted out of sharing (the effect above), which takes
    // advertising away: a sync raced that opt-out and was refused. Such a browser gets no marketing id.
    if (!privacy || changesSession || browserSendsGpc(window.navigator)) return
    return startMarketingIdSync(store, {
      fetch: (input, init) => window.fetch(input, init),
      formToken,
      fetchFormToken: browserFormToken,
      search: window.location.search,
      signal: backgroundSignal(),
    })
  }, [privacy, store, formToken])
  useEffect(() => {
    if (!privacy) return
    return whenCmpDue(privacy, () => {
      // A chunk that never arrives leaves the stub answering (cmpLoaded false): logged, nothing breaks.
      importWithRetry(() => import('./iab/cmp-start.ts')).then(
        ({ startPageCmp }) => startPageCmp(privacy, store),
        (error: unknown) => logError(error, { feature: 'cmp' }),
      )
    })
  }, [privacy, store])
}
