import { CAR_SEARCH_API_PATH } from '../../shared/catalogue/car-search-contract.ts'
import { FLIGHT_SEARCH_API_PATH } from '../../shared/catalogue/flight-search-contract.ts'
import { PLACES_API_PATH } from '../../shared/catalogue/places-contract.ts'
import { STAY_SEARCH_API_PATH } from '../../shared/catalogue/stay-search-contract.ts'
import { percentile } from '../web/bench-site.ts'
import { type LatencyRow, measureLatency, round, timeEach } from './latency.ts'

/** Issue 24 item 11's budgets: p95 of a place suggestion and of a flight search with facets. */
export const SEARCH_BUDGET = { placesP95: 10, flightsP95: 50, staysP95: 50, carsP95: 50 } as const

/**
 * What people type into the search box, keystroke by keystroke: prefixes of busy cities in English and
 * Hangul, and codes. Each request is the next of the list, round and round.
 */
const typed = (locale: 'en' | 'ko', queries: string[]) => queries.map((q): [string, string] => [q, locale])
const PLACE_QUERIES = [
  ...typed('en', ['s', 'se', 'seo', 'seou', 'seoul', 'p', 'pa', 'par', 'pari', 'new', 'new y', 'lon']),
  ...typed('en', ['lond', 'tok', 'toky', 'bangk', 'osa', 'sao', 'ICN', 'NRT', 'JFK', 'LHR', 'cdg']),
  ...typed('ko', ['서', '서울', '도', '도쿄', '오사', '부산', '제주', '파리', '뉴욕']),
]

export const placePath = ([q, locale]: [string, string]) =>
  `${PLACES_API_PATH}?q=${encodeURIComponent(q)}&locale=${locale}&limit=8`

function cycle<T>(items: readonly T[], path: (item: T) => string): () => string {
  const paths = items.map(path)
  let i = 0
  return () => paths[i++ % paths.length] as string
}

export async function placeTargets(origin: string): Promise<Array<LatencyRow | null>> {
  const mix = `place suggestions, a mix of ${PLACE_QUERIES.length} queries typed (se, seo, new y, ICN, 서, 도쿄…)`
  const budget = { p95Budget: SEARCH_BUDGET.placesP95 }
  return [
    await measureLatency(mix, origin, cycle(PLACE_QUERIES, placePath), budget),
    await measureLatency(`${mix}, one connection`, origin, cycle(PLACE_QUERIES, placePath), {
      ...budget,
      connections: 1,
    }),
  ]
}

const DAY_MS = 86_400_000
const isoIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)

export function flightPath(from: string, to: string, departIn: number, extra = ''): string {
  return `${FLIGHT_SEARCH_API_PATH}?from=${from}&to=${to}&depart=${isoIn(departIn)}&return=${isoIn(departIn + 7)}&adults=2${extra}`
}

/** Busy city pairs, each searched once on a date of its own: the first search of a route, uncached. */
const COLD_PAIRS = [
  'SEL-OSA SEL-BKK SEL-SIN SEL-HKG SEL-SHA SEL-BJS SEL-TPE SEL-NYC SEL-LAX SEL-PAR',
  'LON-NYC LON-PAR LON-DXB LON-IST LON-SIN TYO-SIN TYO-HKG TYO-LAX TYO-NYC TYO-BKK',
  'PAR-NYC NYC-LAX NYC-CHI LAX-CHI DXB-BKK SIN-BKK HKG-SIN BJS-SHA CHI-QDF OSA-TPE',
]
  .join(' ')
  .split(' ')

export interface FlightFigures {
  rows: Array<LatencyRow | null>
  /** The server's first search (SEL-TYO): the timetable is built, then the route generated. */
  firstSearchMs: number
  warmOffers: number
  /** Offers per route of the cold set (all of them, before the page of 20), by route. */
  coldOffers: Array<[string, number]>
}

const offersOf = (body: unknown) => (body as { total: number }).total

/**
 * A round trip Seoul–Tokyo for two adults three weeks ahead, a week there: its first search, then warm
 * (the generator keeps the latest 200 searches), with facets, as the results page asks; then filtered
 * and sorted (nonstop, cheapest first), which reads the same kept offers. Then 30 busy routes, each
 * searched once, one at a time: what a first search of a route costs.
 */
export async function flightTargets(origin: string): Promise<FlightFigures> {
  const budget = { p95Budget: SEARCH_BUDGET.flightsP95 }
  const warm = flightPath('SEL', 'TYO', 21)
  const filtered = flightPath('SEL', 'TYO', 21, '&stops=0&sort=cheapest')
  const first = await timeEach(origin, [warm])
  const title = 'flight search SEL-TYO round trip, 2 adults, with facets (warm)'
  const rows: Array<LatencyRow | null> = [
    await measureLatency(title, origin, () => warm, budget),
    await measureLatency(`${title}, one connection`, origin, () => warm, { ...budget, connections: 1 }),
    await measureLatency(`${title}, nonstop, cheapest first`, origin, () => filtered, budget),
  ]
  const cold = await timeEach(
    origin,
    COLD_PAIRS.map((pair, i) => {
      const [from, to] = pair.split('-') as [string, string]
      return flightPath(from, to, 30 + i)
    }),
  )
  rows.push(
    coldRow(
      `first search of a route: ${COLD_PAIRS.length} busy routes once each, one connection`,
      cold.times,
    ),
  )
  return {
    rows,
    firstSearchMs: first.times[0] ?? Number.NaN,
    warmOffers: offersOf(first.bodies[0]),
    coldOffers: cold.bodies.map((body, i) => [COLD_PAIRS[i] as string, offersOf(body)]),
  }
}

function coldRow(title: string, times: number[]): LatencyRow {
  const at = (p: number) => round(percentile(times, p))
  const seconds = times.reduce((a, b) => a + b, 0) / 1000
  return {
    title,
    rps: Math.round(times.length / seconds),
    p50: at(50),
    p95: at(95),
    p99: at(99),
    unexpected: 0,
    statuses: { 200: times.length },
    connections: 1,
    p95Budget: SEARCH_BUDGET.flightsP95,
    once: true,
  }
}

/**
 * Issue 25 item 7: two nights in Tokyo (a 500-property city) for two, a month ahead, with facets, as a
 * results page asks; then filtered (free cancellation, four and five stars) and sorted by price.
 */
export const stayPath = () =>
  `${STAY_SEARCH_API_PATH}?destination=TYO&checkin=${isoIn(30)}&checkout=${isoIn(32)}&adults=2`

export async function stayTargets(origin: string): Promise<Array<LatencyRow | null>> {
  const budget = { p95Budget: SEARCH_BUDGET.staysP95 }
  const stay = stayPath()
  const filtered = `${stay}&cancellation=free&stars=4,5&sort=cheapest`
  const title = 'stay search TYO, 2 nights, 2 adults, 500 properties, with facets'
  return [
    await measureLatency(title, origin, () => stay, budget),
    await measureLatency(`${title}, one connection`, origin, () => stay, { ...budget, connections: 1 }),
    await measureLatency(
      `${title}, free cancellation, 4-5 stars, cheapest first`,
      origin,
      () => filtered,
      budget,
    ),
  ]
}

/**
 * Issue 25 item 2: three days' rental in Paris (three airports and three town offices, about 230 cars)
 * a month ahead, with facets, as a results page asks; then filtered (automatic SUVs and compacts at an
 * airport) and sorted by price; then a one-way Seoul to Busan for a young driver.
 */
export const carPath = () =>
  `${CAR_SEARCH_API_PATH}?pickupPlace=PAR&pickup=${isoIn(30)}T10:00&dropoff=${isoIn(33)}T10:00`

export async function carTargets(origin: string): Promise<Array<LatencyRow | null>> {
  const budget = { p95Budget: SEARCH_BUDGET.carsP95 }
  const rental = carPath()
  const filtered = `${rental}&classes=suv,compact&transmission=automatic&pickupKind=airport&sort=cheapest`
  const oneWay = `${CAR_SEARCH_API_PATH}?pickupPlace=SEL&dropoffPlace=PUS&pickup=${isoIn(30)}T10:00&dropoff=${isoIn(33)}T10:00&driverAge=23`
  const title = 'car search PAR, 3 days, about 230 cars, with facets'
  return [
    await measureLatency(title, origin, () => rental, budget),
    await measureLatency(`${title}, one connection`, origin, () => rental, { ...budget, connections: 1 }),
    await measureLatency(
      `${title}, automatic SUVs and compacts at an airport, cheapest first`,
      origin,
      () => filtered,
      budget,
    ),
    await measureLatency('car search SEL to PUS one-way, 3 days, driver of 23', origin, () => oneWay, budget),
  ]
}
