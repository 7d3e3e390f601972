import { DAY_MS } from '../../../../shared/calendar-days.ts'
import { type TDeviceStorageFile, ZDeviceStorageFileSchema } from './iab-content.ts'

/**
 * Vendors' device-storage disclosures (checklist G-06): fetched from the vendor's
 * deviceStorageDisclosureUrl without credentials, kept for the response's Cache-Control max-age (a day when
 * it gives none), and the last good copy (at first the one bundled with the release) answered whenever the
 * vendor's file cannot be had. The cache is per process: a copy is not state another instance needs.
 */
export interface DeviceStorageService {
  /** Null for a vendor we do not show. */
  disclosureFor(vendorId: number): Promise<TDeviceStorageFile | null>
}

export interface TDeviceStorageSource {
  url: string | null
  bundled: TDeviceStorageFile | null
}

const MAX_CACHE_MS = 7 * DAY_MS
/** After a failed fetch the last good copy is answered for this long before trying again. */
const RETRY_AFTER_FAILURE_MS = 60 * 60_000
const MAX_BYTES = 256 * 1024

interface TCacheEntry {
  file: TDeviceStorageFile | null
  freshUntil: number
}

export function cacheLifetimeMs(cacheControl: string | null): number {
  const directives = (cacheControl ?? '').toLowerCase()
  if (/(^|,)\s*(no-store|no-cache)\b/.test(directives)) return 0
  const maxAge = /(?:^|,)\s*max-age\s*=\s*"?(\d+)"?/.exec(directives)
  if (!maxAge) return DAY_MS
  return Math.min(Number(maxAge[1]) * 1000, MAX_CACHE_MS)
}

async function fetchDisclosure(
  url: string,
  timeoutMs: number,
): Promise<{ file: TDeviceStorageFile; lifetimeMs: number }> {
  const response = await fetch(url, {
    credentials: 'omit',
    redirect: 'follow',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw new Error(`device storage disclosure ${url}: HTTP ${response.status}`)
  const text = await response.text()
  if (text.length > MAX_BYTES) throw new Error(`device storage disclosure ${url}: too large`)
  const file = ZDeviceStorageFileSchema.parse(JSON.parse(text))
  return { file, lifetimeMs: cacheLifetimeMs(response.headers.get('cache-control')) }
}

export function createDeviceStorageService(options: {
  sources: Map<number, TDeviceStorageSource>
  /** False answers the bundled copies only (tests of other parts, machines without egress). */
  fetchRemote: boolean
  timeoutMs?: number
  now?: () => number
  onFailure?: (vendorId: number, error: unknown) => void
}): DeviceStorageService {
  const now = options.now ?? Date.now
  const cache = new Map<number, TCacheEntry>()
  const inFlight = new Map<number, Promise<TDeviceStorageFile | null>>()

  async function refresh(vendorId: number, source: TDeviceStorageSource): Promise<TDeviceStorageFile | null> {
    const lastGood = cache.get(vendorId)?.file ?? source.bundled
    if (!source.url) return lastGood
    try {
      const { file, lifetimeMs } = await fetchDisclosure(source.url, options.timeoutMs ?? 3_000)
      cache.set(vendorId, { file, freshUntil: now() + lifetimeMs })
      return file
    } catch (error) {
      options.onFailure?.(vendorId, error)
      cache.set(vendorId, { file: lastGood, freshUntil: now() + RETRY_AFTER_FAILURE_MS })
      return lastGood
    }
  }

  return {
    async disclosureFor(vendorId) {
      const source = options.sources.get(vendorId)
      if (!source) return null
      if (!options.fetchRemote) return source.bundled ?? { disclosures: [], domains: [] }
      const cached = cache.get(vendorId)
      if (cached && cached.freshUntil > now()) return cached.file ?? { disclosures: [], domains: [] }
      let pending = inFlight.get(vendorId)
      if (!pending) {
        pending = refresh(vendorId, source).finally(() => inFlight.delete(vendorId))
        inFlight.set(vendorId, pending)
      }
      return (await pending) ?? { disclosures: [], domains: [] }
    },
  }
}
