import crypto from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { TAuthState } from '../../../shared/auth-state.ts'
import type { TPrivacyState } from '../../../shared/privacy/privacy-state.ts'
import { compileSplicedPage, type SplicedPage } from '../../plugins/page-splice.ts'

/** A nonce is 16 random bytes in base64; a form token an HMAC-SHA-256 in base64url. */
export const NONCE_LENGTH = 24
export const FORM_TOKEN_LENGTH = 43

/** Entries live a minute: long enough that a busy page renders once a minute, short for date-bound content. */
export const PAGE_CACHE_TTL_MS = 60_000
export const PAGE_CACHE_MAX_ENTRIES = 2_000
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024

export interface RenderedPage {
  status: number
  /** The page's HTML with the markers where the nonce and the form token go. */
  html: string
}

export interface FilledPage extends RenderedPage {
  /** The page compiled for splicing; null when it is not kept (not a 200, or it cannot be spliced). */
  page: SplicedPage | null
}

export interface PageKeyInput {
  /** The UTC date: content that follows the day (dates in forms, seasonal touches) is never a day old. */
  day: string
  url: URL
  brand: string
  site: string
  currency: string
  auth: TAuthState
  privacy: TPrivacyState
  sameSiteNavigation: boolean
  snow: boolean
  /** False on a first visit: its page carries no form token (decision 092). */
  withToken: boolean
}

export interface AnonymousPageCache {
  /** What the render is given in place of the nonce and the form token; random per process. */
  readonly markers: { nonce: string; formToken: string }
  /**
   * The key of a page: everything of the request its HTML depends on (the rest is the config's and the
   * build's, the same for the process), the per-visitor values left out.
   */
  keyOf(input: PageKeyInput): string
  get(key: string): SplicedPage | undefined
  /** Renders a missing page once for every request that asks for it meanwhile, and keeps a 200. */
  fill(key: string, render: () => Promise<RenderedPage>): Promise<FilledPage>
  /** The values of one answer, in the order of the markers (for page-splice). */
  values(nonce: string, formToken: string): string[]
  readonly size: number
}

function marker(prefix: string, length: number): string {
  const random = crypto.randomBytes(length).toString('hex')
  return `${prefix}${random}`.slice(0, length)
}

/**
 * Pages of visitors without a session (decision 073), rendered once per key and held as final bytes per
 * encoding, with holes for the CSP nonce and the form token that every answer fills with its own.
 */
export function createAnonymousPageCache(
  options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {},
): AnonymousPageCache {
  const markers = {
    // Letters and digits only: unchanged by attribute escaping and by JSON.
    nonce: marker('fwNonceHole', NONCE_LENGTH),
    formToken: marker('fwFormTokenHole', FORM_TOKEN_LENGTH),
  }
  const holes = [
    { marker: markers.nonce, length: NONCE_LENGTH },
    { marker: markers.formToken, length: FORM_TOKEN_LENGTH },
  ]
  const pages = new LRUCache<string, SplicedPage>({
    max: options.maxEntries ?? PAGE_CACHE_MAX_ENTRIES,
    maxSize: options.maxBytes ?? PAGE_CACHE_MAX_BYTES,
    sizeCalculation: (page) => page.size,
    ttl: options.ttlMs ?? PAGE_CACHE_TTL_MS,
  })
  const filling = new Map<string, Promise<FilledPage>>()
  // Every visitor without a session shares one auth state object: its text is worked out once.
  const authTexts = new WeakMap<TAuthState, string>()
  const authText = (auth: TAuthState) => {
    let text = authTexts.get(auth)
    if (text === undefined) {
      text = JSON.stringify(auth)
      authTexts.set(auth, text)
    }
    return text
  }

  return {
    markers,
    keyOf({ day, url, brand, site, currency, auth, privacy, sameSiteNavigation, snow, withToken }) {
      return JSON.stringify([
        withToken,
        day,
        url.pathname + url.search,
        brand,
        site,
        currency,
        sameSiteNavigation,
        snow,
        authText(auth),
        privacy,
      ])
    },
    get: (key) => pages.get(key),
    fill(key, render) {
      const pending = filling.get(key)
      if (pending) return pending
      const filled = (async (): Promise<FilledPage> => {
        const rendered = await render()
        const page = rendered.status === 200 ? await compileSplicedPage(rendered.html, holes) : null
        if (page) pages.set(key, page)
        return { ...rendered, page }
      })().finally(() => filling.delete(key))
      filling.set(key, filled)
      return filled
    },
    values: (nonce, formToken) => [nonce, formToken],
    get size() {
      return pages.size
    },
  }
}
