import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { describe, expect, it } from 'vitest'
import { ZApiErrorSchema } from '../../../shared/errors.ts'
import {
  MARKETING_ID_COOKIE,
  MARKETING_ID_PATHS,
  MARKETING_ID_PATTERN,
} from '../../../shared/marketing-id/marketing-id-contract.ts'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { setCookieNamed } from '../../testing/chrome/picker-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { type TBrowser, withResponse } from '../../testing/privacy/privacy-test-kit.ts'
import { browserIdentity, type TestApp } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

let address = 0

interface TOptions {
  site?: string
  csrf?: boolean
  json?: boolean
  headers?: Record<string, string>
  ip?: string
}

/** The page's call: its cookies and site, its form token, a form (or JSON) body, its own address. */
function call(t: TestApp, who: TBrowser, url: string, body: unknown, options: TOptions = {}) {
  const headers: Record<string, string> = {
    cookie: `${who.cookie}; fw_site=${options.site ?? 'kr'}`,
    'content-type': options.json ? 'application/json' : 'application/x-www-form-urlencoded',
    ...options.headers,
  }
  if (options.csrf !== false) headers['x-csrf'] = who.token
  address = (address + 1) % 250
  return t.app.inject({
    method: 'POST',
    url,
    headers,
    payload: options.json
      ? JSON.stringify(body)
      : new URLSearchParams(body as Record<string, string>).toString(),
    // A fresh address per call: the generated cases meet the validation, not the rate limit.
    remoteAddress: options.ip ?? `10.47.0.${address + 1}`,
  })
}

const kmkidSet = (res: LightMyRequestResponse) => setCookieNamed(res, MARKETING_ID_COOKIE)
const ID_A = 'AAAAAAAAAAAAAAAAAAAAAw'
const ID_B = 'bbbbbbbbbbbbbbbbbbbb_-'

describe.each(testDatabaseKinds())('the marketing id, kmkid (%s)', (kind) => {
  const t = useTestApp(kind, { web: true })

  const sync = (who: TBrowser, suggestedKmkid?: string, options?: TOptions) =>
    call(t, who, MARKETING_ID_PATHS.sync, suggestedKmkid === undefined ? {} : { suggestedKmkid }, options)
  const choose = async (who: TBrowser, categories: string[], site = 'kr') => {
    const res = await call(
      t,
      who,
      PRIVACY_API.consentRecord,
      { acceptedCategories: categories },
      { site, json: true },
    )
    expect(res.statusCode).toBe(200)
    return { who: withResponse(who, res), res }
  }
  const consented = async (site = 'kr') =>
    (await choose(await browserIdentity(t.app), ['functional', 'advertising'], site)).who

  it('sets no cookie before advertising is allowed (opt-in site): 403 CONSENT_REQUIRED', async () => {
    const me = await browserIdentity(t.app)
    for (const res of [
      await sync(me),
      await sync(me, ID_A),
      await call(t, me, MARKETING_ID_PATHS.set, { kmkid: ID_A }),
    ]) {
      expect(res.statusCode).toBe(403)
      expect(res.json().errors[0].code).toBe('CONSENT_REQUIRED')
      expect(kmkidSet(res)).toBeUndefined()
    }
    // Functional alone is not enough.
    const { who } = await choose(me, ['functional'])
    expect((await sync(who)).statusCode).toBe(403)
  })

  it('with advertising allowed, sync mints a random id into an HttpOnly cookie and keeps answering it', async () => {
    const me = await consented()
    const first = await sync(me)
    expect(first.statusCode).toBe(200)
    const { kmkid } = first.json()
    expect(kmkid).toMatch(MARKETING_ID_PATTERN)
    expect(kmkidSet(first)).toMatch(new RegExp(`^kmkid=${kmkid};.*HttpOnly`))
    expect(kmkidSet(first)).toMatch(/SameSite=Lax/)
    const again = await sync(withResponse(me, first))
    expect(again.json()).toEqual({ kmkid })
    // Another browser gets another id.
    expect((await sync(await consented())).json().kmkid).not.toBe(kmkid)
  })

  it('adopts a well-formed suggestion only when the browser has no id; its own id wins', async () => {
    const me = await consented()
    const adopted = await sync(me, ID_A)
    expect(adopted.json()).toEqual({ kmkid: ID_A })
    const kept = await sync(withResponse(me, adopted), ID_B)
    expect(kept.json()).toEqual({ kmkid: ID_A })
    // An empty suggestion is no suggestion.
    expect((await sync(await consented(), '')).json().kmkid).toMatch(MARKETING_ID_PATTERN)
  })

  it('set replaces the id with a well-formed one', async () => {
    const me = await consented()
    const first = await sync(me)
    const set = await call(t, withResponse(me, first), MARKETING_ID_PATHS.set, { kmkid: ID_B })
    expect(set.statusCode).toBe(200)
    expect(set.json()).toEqual({ kmkid: ID_B })
    expect(kmkidSet(set)).toMatch(/^kmkid=bbbbbbbbbbbbbbbbbbbb_-;/)
  })

  it('withdrawing advertising removes the cookie in the same answer, and sync is refused after', async () => {
    const me = await consented()
    const synced = withResponse(me, await sync(me))
    expect(synced.cookie).toContain('kmkid=')
    const { who, res } = await choose(synced, ['functional'])
    expect(kmkidSet(res)).toMatch(/^kmkid=;/)
    expect(who.cookie).not.toContain('kmkid=')
    expect((await sync(who)).statusCode).toBe(403)
  })

  it('a page removes an id its browser may no longer hold (no consent on record, or GPC)', async () => {
    const me = await browserIdentity(t.app)
    const page = await t.app.inject({
      url: '/help',
      headers: { cookie: `${me.cookie}; fw_site=kr; kmkid=${ID_A}` },
    })
    expect(page.statusCode).toBe(200)
    expect(kmkidSet(page)).toMatch(/^kmkid=;/)
    const allowed = await consented()
    const kept = await t.app.inject({
      url: '/help',
      headers: { cookie: `${allowed.cookie}; fw_site=kr; kmkid=${ID_A}` },
    })
    expect(kmkidSet(kept)).toBeUndefined()
  })

  it('on an opt-out site the id is allowed until refused; a GPC signal refuses it', async () => {
    const me = await browserIdentity(t.app)
    expect((await sync(me, undefined, { site: 'us' })).statusCode).toBe(200)
    const gpc = await sync(me, undefined, {
      site: 'us',
      headers: { 'sec-gpc': '1', cookie: `${me.cookie}; fw_site=us; kmkid=${ID_A}` },
    })
    expect(gpc.statusCode).toBe(403)
    expect(kmkidSet(gpc)).toMatch(/^kmkid=;/)
  })

  it('refuses a call without the form token', async () => {
    const me = await consented()
    const res = await sync(me, undefined, { csrf: false })
    expect(res.statusCode).toBe(403)
    expect(kmkidSet(res)).toBeUndefined()
  })

  it('answers any malformed body with a 4xx error and sets no cookie', async () => {
    const me = await consented()
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.stringMatching(/^[A-Za-z0-9_-]{21,23}$/),
      fc.constantFrom('AAAAAAAAAAAAAAAAAAAA=A', 'AAAAAAAAAAAAAAAAAAAA/A', ' AAAAAAAAAAAAAAAAAAAAA'),
    )
    const body = fc.record({ suggestedKmkid: value, kmkid: value, other: value }, { requiredKeys: [] })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(MARKETING_ID_PATHS.sync, MARKETING_ID_PATHS.set),
        body,
        async (path, form) => {
          const valid = (v: unknown) => typeof v === 'string' && MARKETING_ID_PATTERN.test(v)
          const ok =
            path === MARKETING_ID_PATHS.sync
              ? form.kmkid === undefined &&
                form.other === undefined &&
                (form.suggestedKmkid === undefined ||
                  form.suggestedKmkid === '' ||
                  valid(form.suggestedKmkid))
              : form.suggestedKmkid === undefined && form.other === undefined && valid(form.kmkid)
          fc.pre(!ok)
          const res = await call(t, me, path, form)
          expect(res.statusCode, JSON.stringify(form)).toBeGreaterThanOrEqual(400)
          expect(res.statusCode, JSON.stringify(form)).toBeLessThan(500)
          // The common item only: code and description, and a field's name and reason (decision 078).
          expect(ZApiErrorSchema.strict().safeParse(res.json().errors[0]).success).toBe(true)
          expect(kmkidSet(res)).toBeUndefined()
        },
      ),
      { numRuns: 120 },
    )
  })

  it('is rate limited per address', async () => {
    const me = await consented()
    const codes: number[] = []
    for (let i = 0; i < 31; i += 1) codes.push((await sync(me, undefined, { ip: '10.98.0.1' })).statusCode)
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true)
    expect(codes.at(-1)).toBe(429)
  })
})
