import crypto from 'node:crypto'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import { type SmtpSink, useSmtpSink } from '../mail/test-smtp.ts'
import { browserIdentity, type TestApp, type TestAppOptions } from '../test-app.ts'
import { useSeededApp } from '../use-test-app.ts'

/** A browser as the auth routes see it: its cookie, its form token and its own address. */
export interface TestBrowser {
  cookie: string
  token: string
  ip: string
}

let counter = 0
/** Every test browser gets its own address, so per-IP limits only bite where a test wants them to. */
export function nextIp(): string {
  counter++
  return `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`
}

export async function newBrowser(app: FastifyInstance): Promise<TestBrowser> {
  return { ...(await browserIdentity(app)), ip: nextIp() }
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${crypto.randomBytes(5).toString('hex')}@example.test`
}

export const STRONG_PASSWORD = 'correct horse battery staple 42'

function cookieFrom(res: LightMyRequestResponse): string | null {
  const set = [res.headers['set-cookie']].flat().find((c) => c && /^(__Host-)?fw_sg=/.test(c))
  return set ? (set.split(';')[0] as string) : null
}

/** A form post as the browser makes it; the browser adopts any new cookie and form token. */
export async function postForm(
  app: FastifyInstance,
  browser: TestBrowser,
  url: string,
  fields: Record<string, string | boolean>,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const res = await app.inject({
    method: 'POST',
    url,
    remoteAddress: browser.ip,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: browser.cookie,
      'x-csrf': browser.token,
      ...headers,
    },
    payload: new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString(),
  })
  adopt(browser, res)
  return res
}

/** A JSON call as the web client makes it: the browser's cookie, form token and address. */
export function callJson(
  app: FastifyInstance,
  browser: TestBrowser,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
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
}

export async function getWithToken(app: FastifyInstance, browser: TestBrowser, url: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    remoteAddress: browser.ip,
    headers: { cookie: browser.cookie, 'x-csrf': browser.token },
  })
  adopt(browser, res)
  return res
}

/** The browser adopts the new cookie and form token a response gives, if any. */
export function adopt(browser: TestBrowser, res: LightMyRequestResponse) {
  const cookie = cookieFrom(res)
  if (cookie) browser.cookie = cookie
  const body = res.headers['content-type']?.includes('json') ? res.json() : null
  if (body && typeof body.formToken === 'string') browser.token = body.formToken
}

export async function authState(app: FastifyInstance, browser: Pick<TestBrowser, 'cookie'>) {
  const res = await app.inject({ url: AUTH_STATE_PATH, headers: { cookie: browser.cookie } })
  return res.json()
}

/** The secret in a mailed link (after #token=) or the six digits of a code mail. */
export function linkToken(text: string): string {
  const match = /#token=([A-Za-z0-9_-]+)/.exec(text)
  if (!match?.[1]) throw new Error(`no link in mail: ${text}`)
  return match[1]
}

export function mailedCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in mail: ${text}`)
  return match[1]
}

/** The nth mail (0-based) to this address, waiting for it to arrive over SMTP. */
export async function nthMailTo(
  smtp: { messages: { to: string; text: string }[] },
  to: string,
  n: number,
  timeoutMs = 5_000,
): Promise<{ to: string; text: string }> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = smtp.messages.filter((m) => m.to === to)[n]
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`mail ${n} to ${to} did not arrive`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export const mailCount = (smtp: { messages: { to: string }[] }, to: string) =>
  smtp.messages.filter((m) => m.to === to).length

/** A seeded app whose mail goes to a real SMTP sink, for one describe block. */
export function useSeededAppWithMail(
  kind: TestDatabaseKind,
  options: TestAppOptions = {},
): { t: TestApp; smtp: SmtpSink } {
  const smtp = useSmtpSink()
  const t = useSeededApp(kind, () => ({ ...options, env: { ...options.env, SMTP_URL: smtp.url } }))
  return { t, smtp }
}
