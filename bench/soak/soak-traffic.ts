import crypto from 'node:crypto'
import { ClusterBrowser } from '../../cluster/cluster-browser.ts'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { PEOPLE_API } from '../../shared/business/people-contract.ts'
import { FOOTER_API } from '../../shared/chrome/footer-contract.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import { PICKER_API } from '../../shared/pickers/picker-contract.ts'
import { PRIVACY_API } from '../../shared/privacy/privacy-contract.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'

export const DEMO_PASSWORD = 'Fernway-demo-2026'
/** Demo members (server/db/seed.ts): a personal traveller and business members of Northwind. */
const TRAVELLERS = [
  'traveler@fernway.test',
  'dana@northwind.test',
  'ava@northwind.test',
  'ben@northwind.test',
]
const ADMIN = 'admin@northwind.test'
const PAGES = ['/', '/help', '/trips', '/flights', '/hotels', '/?site=de']
const QUERIES = ['', 'a', 'nor', 'amara', 'ben', 'zzzz', 'ava', 'marcus']

/** One request's outcome, as the soak counts it. */
export interface Outcome {
  action: string
  status: number
  /** The statuses this action may answer; anything else is an error of the soak. */
  expected: boolean
  ms: number
  detail?: string
}

export interface TrafficOptions {
  origin: string
  /** Virtual browsers running their scripts side by side. */
  users: number
  /** Pause between one browser's requests. */
  thinkMs: number
  record(outcome: Outcome): void
}

let addresses = 0
/** Each browser its own loopback address, so that per-IP limits see separate visitors. */
function nextAddress(): string {
  addresses++
  return `127.${20 + ((addresses >> 16) & 63)}.${(addresses >> 8) & 255}.${addresses & 255 || 1}`
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)] as T

/**
 * Mixed traffic over real HTTP (decision 065): browsing pages and the chrome's reads, signing in and out,
 * adding a second account and switching, saving offers into trips, cookie consent, and an admin's people
 * searches. Every browser keeps its cookies and form token as a real one does.
 */
export function startTraffic(options: TrafficOptions): { stop(): Promise<void> } {
  let running = true
  const call = async (
    browser: ClusterBrowser,
    action: string,
    method: string,
    path: string,
    expected: number[],
    body: { form?: Record<string, string>; json?: unknown } = {},
  ) => {
    const at = performance.now()
    try {
      const res = await browser.send(method, path, { ...body, timeoutMs: 30_000 })
      const ok = expected.includes(res.status)
      options.record({
        action,
        status: res.status,
        expected: ok,
        ms: performance.now() - at,
        ...(ok ? {} : { detail: res.body.slice(0, 300) }),
      })
      await sleep(options.thinkMs)
      return ok ? res : null
    } catch (error) {
      options.record({
        action,
        status: 0,
        expected: false,
        ms: performance.now() - at,
        detail: String(error),
      })
      return null
    }
  }
  const newBrowser = () => new ClusterBrowser(options.origin, nextAddress())

  async function browse(browser: ClusterBrowser) {
    await call(browser, 'page', 'GET', pick(PAGES), [200])
    await call(browser, 'auth state', 'GET', AUTH_STATE_PATH, [200])
    await call(browser, 'currency picker', 'GET', PICKER_API.currencyPickerState, [200])
    await call(browser, 'footer', 'GET', pick(Object.values(FOOTER_API)), [200])
  }

  /** As a page load gives it: the group cookie and the form token bound to it. */
  async function formToken(browser: ClusterBrowser) {
    const res = await call(browser, 'form token', 'POST', '/s/run/formtoken', [200], { form: {} })
    if (res) browser.token = res.body
  }

  async function signIn(browser: ClusterBrowser, email: string) {
    if (!browser.token) await formToken(browser)
    return call(browser, 'sign in', 'POST', AUTH_PATHS.login, [200], {
      form: { username: email, passwd: DEMO_PASSWORD },
    })
  }

  async function consent() {
    const visitor = newBrowser()
    await browse(visitor)
    await formToken(visitor)
    await call(visitor, 'consent', 'POST', PRIVACY_API.consentRecord, [200, 201], {
      json: {
        acceptedCategories: ['strictlyNecessary', pick(['functional', 'analytical', 'advertising'])],
        consentId: crypto.randomUUID(),
      },
    })
  }

  async function travellerVisit() {
    const browser = newBrowser()
    await browse(browser)
    const first = pick(TRAVELLERS)
    if (!(await signIn(browser, first))) return
    await browse(browser)
    const trip = await call(browser, 'new trip', 'POST', TRIPS_API_PATHS.trips, [201], {
      json: { name: `Soak ${crypto.randomUUID().slice(0, 8)}` },
    })
    const fullTripId = trip?.json<{ fullTripId: string }>().fullTripId
    for (let i = 0; fullTripId && i < 3; i++) {
      await call(browser, 'save to trip', 'POST', TRIPS_API_PATHS.events, [200, 201], {
        json: {
          fullTripId,
          offer: {
            vertical: 'hotel',
            offerId: `soak-${crypto.randomUUID()}`,
            title: 'Soak stay',
            priceMinor: 99_000,
            currency: 'EUR',
            startAt: '2099-05-01T15:00:00.000Z',
            endAt: '2099-05-03T11:00:00.000Z',
            destination: 'Lisbon',
          },
        },
      })
    }
    // A second account in the same browser, then back to the first.
    if (await call(browser, 'add account', 'GET', AUTH_PATHS.add, [200])) {
      await signIn(browser, pick(TRAVELLERS.filter((t) => t !== first)))
      const state = await call(browser, 'auth state', 'GET', AUTH_STATE_PATH, [200])
      type Item = { tokenId: string; userEmail: string; businessMode: boolean }
      const items = state?.json<{ accountSwitcherItems?: Item[] }>().accountSwitcherItems ?? []
      // Back to the first account, in a mode it has (a business-only e-mail has no personal account).
      const back = items.find((i) => i.userEmail === first)
      if (back)
        await call(
          browser,
          'switch account',
          'GET',
          `${AUTH_PATHS.switch}?tokenId=${back.tokenId}&business=${back.businessMode}`,
          [200],
        )
    }
    await browse(browser)
    // A traveller may hold only so many trips (409 TRIP_LIMIT): the visit removes the one it made, as the
    // first 30-minute run showed, when the four demo travellers reached it. The first account, its
    // owner, is the active one again after the switch back.
    if (fullTripId) await call(browser, 'delete trip', 'DELETE', TRIPS_API_PATHS.trip(fullTripId), [200, 204])
    await call(browser, 'sign out', 'POST', AUTH_PATHS.logout, [200], { form: {} })
  }

  async function adminSearches() {
    const admin = newBrowser()
    if (!(await signIn(admin, ADMIN))) return
    for (let i = 0; i < 5 && running; i++) {
      await call(admin, 'people search', 'POST', `${PEOPLE_API.findUsers}?page=0&size=15`, [200], {
        json: { query: pick(QUERIES), searchMode: 'all' },
      })
      await browse(admin)
    }
    await call(admin, 'sign out', 'POST', AUTH_PATHS.logout, [200], { form: {} })
  }

  const returning = newBrowser()
  const scripts = [
    () => browse(returning),
    () => browse(newBrowser()),
    consent,
    travellerVisit,
    travellerVisit,
    adminSearches,
  ]
  const loops = Array.from({ length: options.users }, async (_, u) => {
    for (let round = 0; running; round++) {
      const script = scripts[(round + u) % scripts.length] as () => Promise<void>
      await script()
    }
  })
  return {
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}
