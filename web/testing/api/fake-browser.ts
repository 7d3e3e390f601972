import { vi } from 'vitest'
import { type ApiClient, type ApiClientDeps, createApiClient } from '../../api/client.ts'
import { cookieJarFetch } from './cookie-jar.ts'

export class MemoryStorage {
  readonly items = new Map<string, string>()
  getItem(key: string): string | null {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value)
  }
  removeItem(key: string): void {
    this.items.delete(key)
  }
}

/** Storage the browser refuses (private browsing, a blocked site): every call throws. */
export const blockedStorage = {
  getItem(): string | null {
    throw new Error('blocked')
  },
  setItem(): void {
    throw new Error('blocked')
  },
  removeItem(): void {
    throw new Error('blocked')
  },
}

export function fakeLocation(pathname = '/', search = '') {
  return { pathname, search, assign: vi.fn<(url: string) => void>(), reload: vi.fn<() => void>() }
}

/** A client as one browser tab would have it: its own cookies, storage, location and clock. */
export function fakeBrowser(
  baseUrl: string,
  overrides: Partial<ApiClientDeps> = {},
  wrapFetch: (jarFetch: typeof fetch) => typeof fetch = (f) => f,
) {
  const jar = cookieJarFetch()
  const clock = { time: 1_700_000_000_000 }
  const deps: ApiClientDeps = {
    baseUrl,
    fetch: wrapFetch(jar.fetch),
    getPageToken: () => null,
    storage: new MemoryStorage(),
    location: fakeLocation(),
    now: () => clock.time,
    log: vi.fn(),
    ...overrides,
  }
  const client: ApiClient = createApiClient(deps)
  const tokenCalls = () => jar.requests.filter((r) => r.url.endsWith('/s/run/formtoken')).length
  return { client, deps, jar, clock, tokenCalls }
}

/** A browser holding a signed-in session group (its cookie) and the page's form token, as a page load leaves it. */
export function signedInFakeBrowser(
  baseUrl: string,
  who: { cookie: string; token: string },
  wrapFetch?: (jarFetch: typeof fetch) => typeof fetch,
) {
  const browser = fakeBrowser(baseUrl, { getPageToken: () => who.token }, wrapFetch)
  browser.jar.cookies.set('fw_sg', who.cookie.slice('fw_sg='.length))
  return browser
}
