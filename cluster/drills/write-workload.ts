import crypto from 'node:crypto'
import { AUTH_PATHS } from '../../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../../shared/constants.ts'
import { PRIVACY_API } from '../../shared/privacy/privacy-contract.ts'
import { TRIPS_API_PATHS } from '../../shared/trips/trips-contract.ts'
import type { Answer, ClusterBrowser } from '../cluster-browser.ts'
import { nextLoopbackAddress } from '../test-cluster.ts'
import { DEMO_PASSWORD, type DrillCluster } from './drill-cluster.ts'

/** One write a client made, and what it was told. */
export interface Write {
  kind: 'consent' | 'save' | 'book' | 'signIn' | 'signOut'
  /** The consent id, offer id, event id, or the session's cookie. */
  key: string
  status: number
  code: string | null
  acknowledged: boolean
  /** Saves and bookings: which writer made it (whose browser may retry it) into which trip. */
  where?: { writer: number; fullTripId: string }
}

/** Personal accounts: their bookings need no company checkout. */
const BOOKERS = ['traveler@fernway.test', 'support@fernway.test'] as const

function codeOf(answer: Answer): string | null {
  try {
    const body = answer.json<{ errors?: { code?: string }[]; errorCode?: string }>()
    return body.errors?.[0]?.code ?? body.errorCode ?? null
  } catch {
    return null
  }
}

function record(
  writes: Write[],
  kind: Write['kind'],
  key: string,
  answer: Answer | null,
  where?: Write['where'],
): boolean {
  const status = answer?.status ?? 0
  const acknowledged = status >= 200 && status < 300
  writes.push({ kind, key, status, code: answer ? codeOf(answer) : null, acknowledged, where })
  return acknowledged
}

async function attempt<T>(send: () => Promise<T>): Promise<T | null> {
  try {
    return await send()
  } catch {
    return null
  }
}

/** A hotel offer of the writer's own making (the drill cluster runs without the demo catalogue). */
function offer(offerId: string) {
  return {
    vertical: 'hotel',
    offerId,
    title: 'Drill stay',
    priceMinor: 99_000,
    currency: 'KRW',
    startAt: '2099-05-01T15:00:00.000Z',
    endAt: '2099-05-03T11:00:00.000Z',
    destination: 'Seoul',
  }
}

/** A browser that moves to a new address before each write, so per-IP limits never decide a write. */
function moving(browser: ClusterBrowser): ClusterBrowser {
  browser.address = nextLoopbackAddress()
  return browser
}

/**
 * Writers that consent, save and book, sign in and out, in a loop, each remembering what it was told
 * (decision 061). A write is acknowledged by a 2xx; anything else is a failure the client may retry.
 */
/** A trip holds at most 200 events (TRIPS_LIMITS): a writer starts a new one well before. */
const SAVES_PER_TRIP = 150

/** A writer's own new trip, named so that no other trip takes its saves. */
async function newTrip(booker: ClusterBrowser): Promise<string> {
  const res = await moving(booker).send('POST', TRIPS_API_PATHS.trips, {
    json: { name: `Drill ${crypto.randomUUID().slice(0, 8)}` },
  })
  if (res.status !== 201) throw new Error(`new trip: ${res.status} ${res.body}`)
  return res.json<{ fullTripId: string }>().fullTripId
}

/**
 * Writers that consent, save and book, sign in and out, in a loop, each remembering what it was told
 * (decision 061). A write is acknowledged by a 2xx; anything else is a failure the client may retry.
 */
export async function startWriters(d: DrillCluster, count: number) {
  const writes: Write[] = []
  const bookers: ClusterBrowser[] = []
  for (let w = 0; w < count; w++) bookers.push(await d.signIn(BOOKERS[w % BOOKERS.length] as string))
  let running = true
  const loops = bookers.map(async (booker, w) => {
    let fullTripId = await newTrip(booker)
    let saves = 0
    for (let round = 0; running; round++) {
      const op = (round + w) % 3
      if (op === 0) {
        const visitor = d.browser()
        if (!(await attempt(() => visitor.formToken()))) continue
        const consentId = crypto.randomUUID()
        const body = { acceptedCategories: ['strictlyNecessary', 'functional'], consentId }
        record(
          writes,
          'consent',
          consentId,
          await attempt(() => visitor.send('POST', PRIVACY_API.consentRecord, { json: body })),
        )
      } else if (op === 1) {
        if (saves >= SAVES_PER_TRIP) {
          const next = await attempt(() => newTrip(booker))
          if (next) {
            fullTripId = next
            saves = 0
          }
        }
        const offerId = `drill-${crypto.randomUUID()}`
        const where = { writer: w, fullTripId }
        saves++
        const saved = await attempt(() =>
          moving(booker).send('POST', TRIPS_API_PATHS.events, {
            json: { offer: offer(offerId), fullTripId },
          }),
        )
        if (!record(writes, 'save', offerId, saved, where) || !saved) continue
        const eventId = saved.json<{ event: { id: string } }>().event.id
        record(
          writes,
          'book',
          eventId,
          await attempt(() => moving(booker).send('POST', TRIPS_API_PATHS.eventBook(eventId), { json: {} })),
          where,
        )
      } else {
        const browser = d.browser()
        if (!(await attempt(() => browser.formToken()))) continue
        const signedIn = await attempt(() =>
          browser.send('POST', AUTH_PATHS.login, {
            form: { username: BOOKERS[w % BOOKERS.length] as string, passwd: DEMO_PASSWORD },
          }),
        )
        if (!record(writes, 'signIn', browser.cookieHeader, signedIn)) continue
        // Every other session is kept (it must survive the fault), the others signed out (and must stay so).
        if (round % 2 === 0) continue
        const cookie = browser.cookieHeader
        record(
          writes,
          'signOut',
          cookie,
          await attempt(() => browser.send('POST', AUTH_PATHS.logout, { form: {} })),
        )
      }
    }
  })
  return {
    writes,
    bookers,
    async stop(): Promise<Write[]> {
      running = false
      await Promise.all(loops)
      return writes
    },
  }
}

/** A browser holding this cookie header and nothing else. */
function withCookie(d: DrillCluster, cookie: string): ClusterBrowser {
  const browser = d.browser()
  for (const part of cookie.split('; ')) {
    const at = part.indexOf('=')
    browser.cookies.set(part.slice(0, at), part.slice(at + 1))
  }
  return browser
}

async function signedIn(d: DrillCluster, cookie: string): Promise<boolean> {
  const answer = await withCookie(d, cookie).send('GET', AUTH_STATE_PATH)
  if (answer.status !== 200) throw new Error(`auth state: ${answer.status}`)
  return answer.json<{ loggedInSession: boolean }>().loggedInSession
}

/** Retries a failed write until the service takes it (or refuses it for good). */
async function retry(send: () => Promise<Answer>, tries = 20): Promise<Answer> {
  let last: Answer | null = null
  for (let i = 0; i < tries; i++) {
    last = await attempt(send)
    if (last && last.status < 500) return last
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`still failing after ${tries} tries: ${last?.status} ${last?.body}`)
}

export interface WriteCheck {
  acknowledged: number
  failed: number
  /** Acknowledged writes the database does not hold afterwards. */
  lost: number
  /** Writes the database holds more than once. */
  duplicated: number
  /** Failures answered otherwise than 503 with a JSON error code. */
  notAnswered503: number
  /** Failed writes retried after the fault; every one must go through once. */
  retried: number
  failureCodes: Record<string, number>
}

/**
 * After the fault: retries what failed, as a client would (the same consent id, the same offer, the
 * same event), then checks the database: every acknowledged write is there once, nothing twice.
 */
export async function checkWrites(
  d: DrillCluster,
  writes: Write[],
  bookers: ClusterBrowser[],
): Promise<WriteCheck> {
  const bookerOf = (w: Write) => {
    const booker = w.where && bookers[w.where.writer]
    if (!w.where || !booker) throw new Error(`a ${w.kind} without its writer`)
    return { booker, fullTripId: w.where.fullTripId }
  }
  const failures = writes.filter((w) => !w.acknowledged)
  const failureCodes: Record<string, number> = {}
  for (const f of failures)
    failureCodes[`${f.status} ${f.code}`] = (failureCodes[`${f.status} ${f.code}`] ?? 0) + 1
  const notAnswered503 = failures.filter((f) => f.status !== 503 || !f.code).length
  let lost = 0
  let retried = 0

  // Consent: the browser sends the same record again with its id.
  const consentIds = writes.filter((w) => w.kind === 'consent').map((w) => w.key)
  for (const f of failures.filter((w) => w.kind === 'consent')) {
    const visitor = d.browser()
    const body = { acceptedCategories: ['strictlyNecessary', 'functional'], consentId: f.key }
    const answer = await retry(async () => {
      if (!visitor.token) await visitor.formToken()
      return visitor.send('POST', PRIVACY_API.consentRecord, { json: body })
    })
    if (answer.status !== 200) throw new Error(`consent retry: ${answer.status} ${answer.body}`)
    retried++
  }
  const stored = await d.query<{ id: string; n: number }>(
    'select id::text, count(*)::int as n from consent_records where id = any($1::uuid[]) group by id',
    [consentIds],
  )
  const storedConsent = new Map(stored.map((r) => [r.id, r.n]))
  lost += consentIds.filter((id) => !storedConsent.has(id)).length
  let duplicated = stored.filter((r) => r.n > 1).length

  // Saves and bookings: the same offer into the same trip, the same event booked again.
  const saves = writes.filter((w) => w.kind === 'save')
  const books = writes.filter((w) => w.kind === 'book')
  for (const f of failures.filter((w) => w.kind === 'save')) {
    const trip = bookerOf(f)
    // Into the trip the first try went to: that is where its event would be.
    const json = { offer: offer(f.key), fullTripId: trip.fullTripId }
    const answer = await retry(() => moving(trip.booker).send('POST', TRIPS_API_PATHS.events, { json }))
    // Saved again, or found saved by the first try: one event either way.
    if (![200, 201].includes(answer.status)) throw new Error(`save retry: ${answer.status} ${answer.body}`)
    retried++
  }
  for (const f of failures.filter((w) => w.kind === 'book')) {
    const trip = bookerOf(f)
    const answer = await retry(() =>
      moving(trip.booker).send('POST', TRIPS_API_PATHS.eventBook(f.key), { json: {} }),
    )
    // 409: the first try had booked it after all (its answer was lost with the connection).
    if (![200, 409].includes(answer.status)) throw new Error(`book retry: ${answer.status} ${answer.body}`)
    retried++
  }
  const events = await d.query<{ offer_id: string; n: number; booked: number }>(
    `select offer_id, count(*)::int as n, count(*) filter (where state = 'booked')::int as booked
       from trip_events where offer_id = any($1) group by offer_id`,
    [saves.map((s) => s.key)],
  )
  const byOffer = new Map(events.map((e) => [e.offer_id, e]))
  lost += saves.filter((s) => s.acknowledged && !byOffer.has(s.key)).length
  duplicated += events.filter((e) => e.n > 1).length
  const bookedEvents = await d.query<{ id: string }>(
    `select id::text from trip_events where id = any($1::uuid[]) and state = 'booked'`,
    [books.filter((b) => b.acknowledged).map((b) => b.key)],
  )
  lost += books.filter((b) => b.acknowledged).length - bookedEvents.length

  // Sessions: one kept must still sign in; one whose sign-out was acknowledged must not. (A sign-out
  // that failed may or may not have happened: nothing to check.)
  const signOuts = new Map(writes.filter((w) => w.kind === 'signOut').map((w) => [w.key, w]))
  for (const s of writes.filter((w) => w.kind === 'signIn' && w.acknowledged)) {
    const out = signOuts.get(s.key)
    if (out && !out.acknowledged) continue
    if ((await signedIn(d, s.key)) !== !out) lost++
  }
  return {
    acknowledged: writes.filter((w) => w.acknowledged).length,
    failed: failures.length,
    lost,
    duplicated,
    notAnswered503,
    retried,
    failureCodes,
  }
}
