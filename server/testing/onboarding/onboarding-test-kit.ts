import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type { TBusinessSignupRequest } from '../../../shared/business/onboarding-schemas.ts'
import {
  adopt,
  STRONG_PASSWORD,
  callJson as sendJson,
  type TestBrowser,
  uniqueEmail,
} from '../auth/auth-test-kit.ts'

/** A JSON call as the browser's client makes it; the browser adopts a new cookie and form token. */
export async function callJson(
  app: FastifyInstance,
  browser: TestBrowser,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const res = await sendJson(app, browser, method, url, body)
  adopt(browser, res)
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
