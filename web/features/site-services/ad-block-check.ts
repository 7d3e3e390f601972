import {
  AD_BLOCK_PROBE_TIMEOUT_MS,
  SITE_SERVICE_STORAGE_KEYS,
  SITE_SERVICES_API,
  type TAdBlockResult,
} from '../../../shared/site-services/site-services-contract.ts'
import type { StorageLike } from '../../app/browser-storage.ts'

export interface AdBlockDeps {
  session: StorageLike
  /** 0 (inclusive) to 1 (exclusive), as Math.random. */
  random(): number
  samplePercent: number
  /** Resolves true when the bait loaded. A rejection counts as blocked (spec section 5). */
  probe(): Promise<boolean>
}

/**
 * The ad-blocker check (spec sections 4, 5 and 9; decision 050): once per session, in a sample of
 * sessions; a failed request or image counts as blocked. The result stays in this session's storage,
 * sent nowhere. Resolves the session's result, or null when storage is unusable (the check then skips:
 * without a record it could not run only once).
 */
export async function checkAdBlocker(deps: AdBlockDeps): Promise<TAdBlockResult | null> {
  const key = SITE_SERVICE_STORAGE_KEYS.adBlock
  try {
    const known = deps.session.getItem(key)
    if (known === 'blocked' || known === 'notBlocked' || known === 'notSampled') return known
    // Recorded before probing: a reload mid-check must not run it twice.
    deps.session.setItem(key, 'notSampled')
  } catch {
    return null
  }
  if (!(deps.random() * 100 < deps.samplePercent)) return 'notSampled'
  let loaded = false
  try {
    loaded = await deps.probe()
  } catch {
    loaded = false
  }
  const result: TAdBlockResult = loaded ? 'notBlocked' : 'blocked'
  try {
    deps.session.setItem(key, result)
  } catch {}
  return result
}

/** The browser's probe: the bait fetched, then shown as an image; either failing means blocked. */
export function browserAdProbe(timeoutMs = AD_BLOCK_PROBE_TIMEOUT_MS): Promise<boolean> {
  const url = SITE_SERVICES_API.adBait
  const request = fetch(url, { credentials: 'omit', cache: 'no-store' }).then((res) => res.ok)
  const image = new Promise<boolean>((resolve) => {
    const img = new Image()
    img.onload = () => resolve(img.naturalWidth > 0)
    img.onerror = () => resolve(false)
    img.src = url
  })
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs))
  return Promise.race([Promise.all([request, image]).then(([a, b]) => a && b), timeout])
}
