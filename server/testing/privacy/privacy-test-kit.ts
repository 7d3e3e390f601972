import fc from 'fast-check'
import type { LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import { decodeConsentCookie, type TConsentCookie } from '../../../shared/privacy/consent-cookie.ts'
import { PRIVACY_API } from '../../../shared/privacy/privacy-contract.ts'
import { setCookieNamed, withCookie } from '../chrome/picker-test-kit.ts'
import type { TestApp } from '../test-app.ts'

export interface TBrowser {
  cookie: string
  token: string
}

/** A request as the page's client sends it: the browser's cookies, its form token, JSON or a form. */
export function send(
  t: TestApp,
  who: TBrowser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  body?: unknown,
  options: { form?: boolean; site?: string; csrf?: boolean; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const cookie = options.site ? `${who.cookie}; fw_site=${options.site}` : who.cookie
  const headers: Record<string, string> = { cookie, ...options.headers }
  if (options.csrf !== false) headers['x-csrf'] = who.token
  let payload: string | undefined
  if (body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded'
      payload = new URLSearchParams(body as Record<string, string>).toString()
    } else {
      headers['content-type'] = 'application/json'
      payload = JSON.stringify(body)
    }
  }
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) })
}

/** The cookie banner's save of the categories accepted, on the Korean site unless the options say otherwise. */
export function saveConsent(
  t: TestApp,
  who: TBrowser,
  body: unknown,
  options: Parameters<typeof send>[5] = { site: 'kr' },
): Promise<LightMyRequestResponse> {
  return send(t, who, 'POST', PRIVACY_API.consentRecord, body, options)
}

/** Every consent record stored (the append-only proof). */
export async function recordCount(t: TestApp): Promise<number> {
  const row = await t.database.db
    .selectFrom('consent_records')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export function recordsOf(t: TestApp, subjectId: string) {
  return t.database.db
    .selectFrom('consent_records')
    .selectAll()
    .where('subject_id', '=', subjectId)
    .orderBy('recorded_at', 'asc')
    .execute()
}

/** The consent cookie a response set, decoded. */
export function consentCookieOf(res: LightMyRequestResponse): TConsentCookie | null {
  const raw = setCookieNamed(res, 'consent')?.split(';')[0]?.slice('consent='.length)
  return decodeConsentCookie(raw)
}

/** Names of every cookie a response sets or clears. */
export function cookieNamesSet(res: LightMyRequestResponse): string[] {
  return [res.headers['set-cookie']]
    .flat()
    .filter((c): c is string => typeof c === 'string')
    .map((c) => c.split('=')[0] as string)
}

/** The browser after a response: its cookie header carries what the response set. */
export function withResponse(who: TBrowser, res: LightMyRequestResponse): TBrowser {
  let cookie = who.cookie
  for (const c of [res.headers['set-cookie']].flat()) {
    if (typeof c !== 'string') continue
    const name = c.split('=')[0] as string
    cookie = cookie
      .split('; ')
      .filter((p) => !p.startsWith(`${name}=`))
      .join('; ')
    if (!/^[^=]+=;/.test(c)) cookie = withCookie(cookie, c)
  }
  return { cookie, token: who.token }
}

/**
 * 150 generated requests the calls must refuse (`request` leaves the valid ones out with `fc.pre`): each a
 * 4xx with an error code, which sets or clears no cookie.
 */
export function refusesEvery<T>(
  cases: fc.Arbitrary<T>,
  request: (c: T) => Promise<LightMyRequestResponse>,
  label: (c: T) => string,
) {
  return fc.assert(
    fc.asyncProperty(cases, async (c) => {
      const res = await request(c)
      expect(res.statusCode, label(c)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, label(c)).toBeLessThan(500)
      expect(res.json().errors[0].code).toEqual(expect.any(String))
      expect(cookieNamesSet(res)).toEqual([])
    }),
    { numRuns: 150 },
  )
}
