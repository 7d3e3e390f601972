import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TBusinessSignupRequest } from '../../../shared/business/onboarding-schemas.ts'
import { STRONG_PASSWORD, type TestBrowser, uniqueEmail } from '../auth/auth-test-kit.ts'

/** A JSON call as the browser's client makes it; the browser adopts a new cookie and form token. */
export async function callJson(
  app: FastifyInstance,
  browser: TestBrowser,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method,
    url,
    remoteAddress: browser.ip,
    headers: {
      cookie: browser.cookie,
      'x-csrf': browser.token,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  })
  const set = [res.headers['set-cookie']].flat().find((c) => c && /^(__Host-)?fw_sg=/.test(c))
  if (set) browser.cookie = set.split(';')[0] as string
  const json = res.headers['content-type']?.includes('json') ? res.json() : null
  if (json && typeof json.formToken === 'string') browser.token = json.formToken
  return res
}

/** A valid visitor signup; fields may be replaced. */
export function signupBody(fields: Partial<TBusinessSignupRequest> = {}): Record<string, unknown> {
  return {
    companyName: 'Acme Travel',
    firstName: 'Ada',
    lastName: 'Founder',
    email: uniqueEmail('founder'),
    password: STRONG_PASSWORD,
    sizeBand: '11-50',
    country: 'gb',
    consent: true,
    optin: false,
    ...fields,
  }
}

/** The secret of a mailed business link (after #confirm=). */
export function confirmToken(text: string): string {
  const match = /#confirm=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no business link in mail: ${text}`)
  return match[1]
}
