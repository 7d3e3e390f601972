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
export async function floodTargets({ origin, cookie }: Server): Promise<Array<Row | null>> {
  const alone = await measure('auth state (signed in), alone', `${origin}${AUTH_STATE_PATH}`, { cookie })
  const flooder = await anonymousCookie(origin)
  let n = 0
  const flood = run({
    url: `${origin}${AUTH_PATHS.login}`,
    duration: Number(process.env.BENCH_SECONDS ?? 10) + WARMUP,
    connections: 20,
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
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: `username=flood${n}%40example.test&passwd=not-the-password-${n}`,
          }
        },
      },
    ],
  })
  const [floodResult, during] = await Promise.all([
    flood,
    measure('auth state (signed in) during the flood', `${origin}${AUTH_STATE_PATH}`, { cookie }),
  ])
  const floodRow = rowOf('the flood: wrong passwords, 20 connections', floodResult)
  // 401 is a real check that failed, 503 a fast refusal of the bounded hasher: both are expected here.
  const refused = (floodRow.statuses['401'] ?? 0) + (floodRow.statuses['503'] ?? 0)
  floodRow.unexpected -= refused
  floodRow.title += ` (401 checked: ${floodRow.statuses['401'] ?? 0}, 503 refused fast: ${floodRow.statuses['503'] ?? 0})`
  return [alone, during, floodRow]
}

export const LOAD_CONNECTIONS = CONNECTIONS
