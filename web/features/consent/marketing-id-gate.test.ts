import { describe, expect, it, vi } from 'vitest'
import {
  MARKETING_ID_PATHS,
  MARKETING_ID_PATTERN,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { createSessionChange } from '../../api/session-change.ts'
import { cookieJarFetch } from '../../testing/api/cookie-jar.ts'
import { listeningServer } from '../../testing/api/listening-server.ts'
import { syncMarketingId } from '../marketing-id/marketing-id-sync.ts'
import { createConsentStore, NOTHING_ALLOWED, type TConsentSnapshot } from './consent-store.ts'
import { startMarketingIdSync } from './marketing-id-gate.ts'

const NOTHING_CHOSEN = { ...NOTHING_ALLOWED, allowDataSharing: true }

describe('the marketing id sync from the consent island (decision 048)', () => {
  const server = listeningServer()

  it('calls nothing before advertising is allowed, then syncs once with the real server and gets an id', async () => {
    // A Korean-site browser (opt-in): its cookies, its form token.
    const jar = cookieJarFetch()
    jar.cookies.set('fw_site', 'kr')
    const token = await (await jar.fetch(`${server.baseUrl}/s/run/formtoken`, { method: 'POST' })).text()
    const store = createConsentStore(NOTHING_CHOSEN)
    const ids: (string | null)[] = []
    const synced = new Promise<void>((resolve) => {
      startMarketingIdSync(
        store,
        { fetch: jar.fetch, formToken: token, search: '', baseUrl: server.baseUrl },
        (kmkid) => {
          ids.push(kmkid)
          resolve()
        },
      )
    })
    const syncCalls = () => jar.requests.filter((r) => r.url.endsWith(MARKETING_ID_PATHS.sync))
    // Functional alone changes nothing.
    store.update({ acceptedCategories: ['strictlyNecessary', 'functional'] })
    await new Promise((r) => setTimeout(r, 50))
    expect(syncCalls()).toEqual([])
    expect(jar.cookies.has('kmkid')).toBe(false)
    // The visitor accepts advertising: the banner's save, then the store hears it (as the banner does).
    const saved = await jar.fetch(`${server.baseUrl}${PRIVACY_API.consentRecord}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': token },
      body: JSON.stringify({ acceptedCategories: ['functional', 'advertising'] }),
    })
    expect(saved.status).toBe(200)
    store.update({ acceptedCategories: ['strictlyNecessary', 'functional', 'advertising'] })
    await synced
    expect(syncCalls()).toHaveLength(1)
    expect(syncCalls()[0]?.headers.get('x-csrf')).toBe(token)
    expect(ids[0]).toMatch(MARKETING_ID_PATTERN)
    expect(jar.cookies.get('kmkid')).toBe(ids[0])
    // Further changes do not sync again.
    store.update({ acceptedCategories: ['strictlyNecessary', 'advertising'] })
    await new Promise((r) => setTimeout(r, 50))
    expect(syncCalls()).toHaveLength(1)
  })

  it('syncs once per session and consent across pages, again on a new session or consent, always for a campaign link', async () => {
    const jar = cookieJarFetch()
    jar.cookies.set('fw_site', 'kr')
    const token = await (await jar.fetch(`${server.baseUrl}/s/run/formtoken`, { method: 'POST' })).text()
    const consent = (categories: string[]) =>
      jar.fetch(`${server.baseUrl}${PRIVACY_API.consentRecord}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf': token },
        body: JSON.stringify({ acceptedCategories: categories }),
      })
    expect((await consent(['advertising'])).status).toBe(200)
    const memory = new Map<string, string>()
    const tab = {
      getItem: (k: string) => memory.get(k) ?? null,
      setItem: (k: string, v: string) => void memory.set(k, v),
    }
    const ALLOWED = {
      ...NOTHING_CHOSEN,
      acceptedCategories: ['strictlyNecessary' as const, 'advertising' as const],
    }
    // Each page opens its own store and starts the sync, in the same tab.
    const page = (formToken: string, search = '', state: TConsentSnapshot = ALLOWED) =>
      new Promise<string | null>((resolve) => {
        startMarketingIdSync(
          createConsentStore(state),
          { fetch: jar.fetch, formToken, search, baseUrl: server.baseUrl },
          resolve,
          tab,
        )
      })
    const syncCalls = () => jar.requests.filter((r) => r.url.endsWith(MARKETING_ID_PATHS.sync)).length

    expect(await page(token)).toMatch(MARKETING_ID_PATTERN)
    for (let i = 0; i < 5; i++) expect(await page(token)).toBeNull()
    expect(syncCalls()).toBe(1)
    // A consent change (functional added) is a new reason to sync.
    const more = { ...ALLOWED, acceptedCategories: [...ALLOWED.acceptedCategories, 'functional' as const] }
    expect((await consent(['advertising', 'functional'])).status).toBe(200)
    expect(await page(token, '', more)).toMatch(MARKETING_ID_PATTERN)
    expect(syncCalls()).toBe(2)
    // A campaign link's suggestion always syncs.
    await page(token, '?kmkid=abcdefabcdefabcdefab', more)
    expect(syncCalls()).toBe(3)
    // Another session's page carries another form token: it syncs (the server judges that token).
    await page(`${token}x`, '', more)
    expect(syncCalls()).toBe(4)
  })

  it('is cancelled once the page starts a sign-in, sign-out or switch, and sends nothing then', async () => {
    const jar = cookieJarFetch()
    jar.cookies.set('fw_site', 'kr')
    const token = await (await jar.fetch(`${server.baseUrl}/s/run/formtoken`, { method: 'POST' })).text()
    const saved = await jar.fetch(`${server.baseUrl}${PRIVACY_API.consentRecord}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf': token },
      body: JSON.stringify({ acceptedCategories: ['functional', 'advertising'] }),
    })
    expect(saved.status).toBe(200)
    const page = createSessionChange()
    const sync = () =>
      syncMarketingId({
        fetch: jar.fetch,
        formToken: token,
        search: '',
        baseUrl: server.baseUrl,
        signal: page.backgroundSignal(),
      })
    page.sessionChanging()
    // The session is being replaced, which retires the token: the late call would be a logged 403.
    expect(await sync()).toBeNull()
    expect(jar.cookies.has('kmkid')).toBe(false)
    // The same call on a page whose session is not changing is answered.
    const next = createSessionChange()
    const id = await syncMarketingId({
      fetch: jar.fetch,
      formToken: token,
      search: '',
      baseUrl: server.baseUrl,
      signal: next.backgroundSignal(),
    })
    expect(id).toMatch(MARKETING_ID_PATTERN)
    expect(jar.cookies.get('kmkid')).toBe(id)
  })

  it('suggests a campaign link’s well-formed id, and only such', async () => {
    const bodies: string[] = []
    const fetch: typeof globalThis.fetch = async (_input, init) => {
      bodies.push(String(init?.body))
      return Response.json({ kmkid: 'AAAAAAAAAAAAAAAAAAAAAw' })
    }
    await syncMarketingId({ fetch, formToken: 't', search: '?kmkid=AAAAAAAAAAAAAAAAAAAAAw&x=1' })
    await syncMarketingId({ fetch, formToken: 't', search: '?kmkid=<script>' })
    expect(bodies).toEqual(['suggestedKmkid=AAAAAAAAAAAAAAAAAAAAAw', ''])
  })

  it('ignores a failed sync silently: a refusal, an error answer or no network log nothing', async () => {
    const errors = vi.spyOn(console, 'error')
    const warnings = vi.spyOn(console, 'warn')
    // The real server refuses a browser that has not allowed advertising (a Korean site, nothing chosen).
    const jar = cookieJarFetch()
    jar.cookies.set('fw_site', 'kr')
    const token = await (await jar.fetch(`${server.baseUrl}/s/run/formtoken`, { method: 'POST' })).text()
    expect(
      await syncMarketingId({ fetch: jar.fetch, formToken: token, search: '', baseUrl: server.baseUrl }),
    ).toBeNull()
    expect(jar.requests.at(-1)?.url).toContain(MARKETING_ID_PATHS.sync)
    expect(
      await syncMarketingId({
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
        formToken: null,
        search: '',
      }),
    ).toBeNull()
    expect(
      await syncMarketingId({
        fetch: async () => new Response('<html>', { status: 200 }),
        formToken: null,
        search: '',
      }),
    ).toBeNull()
    expect(errors).not.toHaveBeenCalled()
    expect(warnings).not.toHaveBeenCalled()
    errors.mockRestore()
    warnings.mockRestore()
  })
})
