import { DEMO_PASSWORD } from '../../server/db/seed.ts'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { FOOTER_API } from '../../shared/chrome/footer-contract.ts'
import { AUTH_STATE_PATH, FORM_TOKEN_PATH } from '../../shared/constants.ts'
import { FLAGS_PATH, PICKER_API } from '../../shared/pickers/picker-contract.ts'
import { PRIVACY_API } from '../../shared/privacy/privacy-contract.ts'
import { type Budget, CONNECTIONS, measure, type Row, rowOf, run, WARMUP } from './measure.ts'

/** DESIGN.md's budgets for the server (issue 11, item 5). */
export const BUDGET = {
  chrome: { rps: 12_000 },
  authState: { rps: 5_000, p99: 10 },
} satisfies Record<string, Budget>

export interface Server {
  origin: string
  /** The signed-in business admin's cookie. */
  cookie: string
}

/** A browser that has loaded a page once: it holds a group cookie with no session in it. */
async function anonymousCookie(origin: string): Promise<{ cookie: string; token: string }> {
  const res = await fetch(`${origin}${FORM_TOKEN_PATH}`, { method: 'POST' })
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
  return { cookie, token: await res.text() }
}

export async function authStateTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const visitor = await anonymousCookie(origin)
  return [
    await measure('auth state (anonymous, no cookie)', `${origin}${AUTH_STATE_PATH}`),
    await measure('auth state (anonymous, group cookie)', `${origin}${AUTH_STATE_PATH}`, {
      cookie: visitor.cookie,
    }),
    await measure(
      'auth state (signed in, business admin)',
      `${origin}${AUTH_STATE_PATH}`,
      { cookie },
      BUDGET.authState,
    ),
  ]
}

export async function chromeTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const visitor = await anonymousCookie(origin)
  const anon = { cookie: visitor.cookie }
  return [
    await measure(
      'currency picker data (anonymous)',
      `${origin}${PICKER_API.currencyPickerState}`,
      anon,
      BUDGET.chrome,
    ),
    await measure(
      'currency picker data (signed in)',
      `${origin}${PICKER_API.currencyPickerState}`,
      { cookie },
      BUDGET.chrome,
    ),
    await measure('footer brands strip', `${origin}${FOOTER_API.brands}`, anon, BUDGET.chrome),
    await measure('footer site-map links', `${origin}${FOOTER_API.siteMapLinks}`, anon, BUDGET.chrome),
    await measure('footer privacy menu', `${origin}${FOOTER_API.privacyMenu}`, anon, BUDGET.chrome),
    await measure('a flag (SVG)', `${origin}${FLAGS_PATH}de.svg`, anon, BUDGET.chrome),
    await measure('IAB initial prefs (consent first layer)', `${origin}${PRIVACY_API.iabInitialPrefs}`, anon),
  ]
}

export async function homeTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const visitor = await anonymousCookie(origin)
  return [
    await measure('home page (anonymous, first visit: no cookie)', `${origin}/`),
    await measure('home page (anonymous, group cookie)', `${origin}/`, { cookie: visitor.cookie }),
    await measure('home page (signed in, business admin)', `${origin}/`, { cookie }),
  ]
}

/**
 * Wrong passwords from ever-new addresses and e-mails, so that neither the per-IP limit nor the per-account
 * throttle stops them, only the bounded hashing (decision 011); the signed-in auth state measured alone,
 * then under the flood.
 */
/** A demo traveller signed in once through the login route: the browser's group and device cookies. */
async function recognisedBrowser(origin: string): Promise<{ cookie: string; token: string }> {
  const browser = await anonymousCookie(origin)
  const res = await fetch(`${origin}${AUTH_PATHS.login}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: browser.cookie,
      'x-csrf': browser.token,
      'x-forwarded-for': '192.0.2.77',
    },
    body: `username=traveler%40fernway.test&passwd=${encodeURIComponent(DEMO_PASSWORD)}`,
  })
  if (res.status !== 200) throw new Error(`the owner's first sign-in answered ${res.status}`)
  const device = res.headers.getSetCookie().find((c) => /^(__Host-)?fw_dev=/.test(c))
  if (!device) throw new Error('no device cookie after a sign-in')
  const fresh = await anonymousCookie(origin)
  return { cookie: `${fresh.cookie}; ${device.split(';')[0]}`, token: fresh.token }
}

/**
 * Issue 26 item 1: wrong passwords from 200 addresses with 24 in flight, and beside them the owner of an
 * account signing in again and again from the browser their device cookie recognises (decision 091).
 */
export async function floodTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const alone = await measure('auth state (signed in), alone', `${origin}${AUTH_STATE_PATH}`, { cookie })
  const flooder = await anonymousCookie(origin)
  const owner = await recognisedBrowser(origin)
  const duration = Number(process.env.BENCH_SECONDS ?? 10) + WARMUP
  let n = 0
  const flood = () =>
    run({
      url: `${origin}${AUTH_PATHS.login}`,
      duration,
      connections: 24,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            n++
            return {
              ...req,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                cookie: flooder.cookie,
                'x-csrf': flooder.token,
                'x-forwarded-for': `10.77.0.${n % 200}`,
              },
              body: `username=flood${n % 50}%40example.test&passwd=not-the-password-${n}`,
            }
          },
        },
      ],
    })
  // Owners of recognised browsers, each from an address of their own (one person signs in once).
  let k = 0
  const ownerSignIns = () =>
    run({
      url: `${origin}${AUTH_PATHS.login}`,
      duration,
      connections: 1,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => {
            k++
            return {
              ...req,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                cookie: owner.cookie,
                'x-csrf': owner.token,
                'x-forwarded-for': `192.0.${(k >> 8) & 255}.${k & 255}`,
              },
              body: `username=traveler%40fernway.test&passwd=${encodeURIComponent(DEMO_PASSWORD)}`,
            }
          },
        },
      ],
    })
  // First the flood beside signed-in reads, then the flood beside the owners alone.
  const [floodResult, during] = await Promise.all([
    flood(),
    measure('auth state (signed in) during the flood', `${origin}${AUTH_STATE_PATH}`, { cookie }),
  ])
  const [, ownerResult] = await Promise.all([flood(), ownerSignIns()])
  const floodRow = rowOf('the flood: wrong passwords from 200 addresses, 24 connections', floodResult)
  // 401 a real check that failed, 503 a fast refusal of the bounded hasher, 429 an address's limit.
  const refused = ['401', '503', '429'].reduce((sum, code) => sum + (floodRow.statuses[code] ?? 0), 0)
  floodRow.unexpected -= refused
  floodRow.title += ` (401 checked: ${floodRow.statuses['401'] ?? 0}, 503 refused fast: ${floodRow.statuses['503'] ?? 0}, 429: ${floodRow.statuses['429'] ?? 0})`
  // autocannon gives no p95: its p97.5 stands above it (budget: p95 ≤ 100 ms, no refusal).
  const p975 = ownerResult.latency.p97_5
  const ownerRow = rowOf(
    `the owner signing in from a recognised browser during the flood (p97.5 ${p975} ms: ${p975 <= 100 ? 'met' : 'not met'})`,
    ownerResult,
  )
  return [alone, during, floodRow, ownerRow]
}

export const LOAD_CONNECTIONS = CONNECTIONS
