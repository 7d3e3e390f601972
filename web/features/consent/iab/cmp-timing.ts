import type { TPrivacyState } from '../../../../shared/privacy/privacy-state.ts'

/** How long a non-GDPR page waits for an idle moment before it loads the CMP anyway. */
export const CMP_IDLE_TIMEOUT_MS = 3_000

/**
 * When the CMP chunk loads (decision 030): on a GDPR site right after hydration, since ad and measurement
 * scripts wait on `__tcfapi`; elsewhere on the first idle moment, where it only has to say the GDPR does not
 * apply and the stub already answers `ping` with that. Returns a cancel.
 */
export function whenCmpDue(
  privacy: Pick<TPrivacyState, 'gdprApplies'>,
  load: () => void,
  win: Pick<Window, 'setTimeout' | 'clearTimeout'> &
    Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>> = window,
): () => void {
  if (privacy.gdprApplies) {
    load()
    return () => {}
  }
  if (win.requestIdleCallback && win.cancelIdleCallback) {
    const id = win.requestIdleCallback(load, { timeout: CMP_IDLE_TIMEOUT_MS })
    return () => win.cancelIdleCallback?.(id)
  }
  const id = win.setTimeout(load, 1)
  return () => win.clearTimeout(id)
}
