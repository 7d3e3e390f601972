import { MARKETING_ID_CATEGORY } from '../../../shared/marketing-id/marketing-id-contract.ts'
import type { TMarketingIdSyncDeps } from '../marketing-id/marketing-id-sync.ts'
import { whenAllowed } from './consent-gate.ts'
import type { ConsentStore } from './consent-store.ts'

/**
 * The marketing id syncs once advertising is allowed (decision 048), from its own chunk: nothing of it is in
 * the first download, and nothing is sent before consent. A chunk or call that fails is ignored silently
 * (spec section 8). Resolves with the id when the sync has run. Returns a cancel.
 */
export function startMarketingIdSync(
  store: ConsentStore,
  deps: TMarketingIdSyncDeps,
  done: (kmkid: string | null) => void = () => {},
): () => void {
  return whenAllowed(store, MARKETING_ID_CATEGORY, () => {
    import('../marketing-id/marketing-id-sync.ts').then(
      ({ syncMarketingId }) => syncMarketingId(deps).then(done),
      () => done(null),
    )
  })
}
