import { kmBetween } from '../../../../shared/catalogue/geo.ts'
import type { Place } from '../places/place-data.ts'
import { AIRLINES } from './airlines.ts'
import { minimumConnectionMinutes } from './block-time.ts'
import { nextDate, type ScheduledFlight, type Timetable } from './schedule.ts'

/** One way from an origin to a destination: its flights in order (decision 071). */
export interface Itinerary {
  flights: ScheduledFlight[]
  departUtc: number
  arriveUtc: number
  minutes: number
  stops: number
}

const HUBS = [...new Set(AIRLINES.filter((a) => a.kind === 'network').flatMap((a) => a.hubs))]
const MAX_CONNECTION_MINUTES = 6 * 60
/** At most this many itineraries one way: enough for every filter, few enough to price quickly. */
const MAX_ITINERARIES = 150

/** An itinerary of flights in order. */
export const itineraryOf = (flights: ScheduledFlight[]): Itinerary => {
  const first = flights[0] as ScheduledFlight
  const last = flights[flights.length - 1] as ScheduledFlight
  return {
    flights,
    departUtc: first.departUtc,
    arriveUtc: last.arriveUtc,
    minutes: Math.round((last.arriveUtc - first.departUtc) / 60_000),
    stops: flights.length - 1,
  }
}

/** Whether two flights connect: the same airline or alliance, and the minimum connection time to 6 h. */
function connects(a: ScheduledFlight, b: ScheduledFlight): boolean {
  const sameTeam =
    a.carrier === b.carrier || (a.carrier.alliance !== null && a.carrier.alliance === b.carrier.alliance)
  if (!sameTeam) return false
  const international = a.from.countryCode !== a.to.countryCode || b.from.countryCode !== b.to.countryCode
  const wait = (b.departUtc - a.arriveUtc) / 60_000
  return wait >= minimumConnectionMinutes(international) && wait <= MAX_CONNECTION_MINUTES
}

export interface ItineraryFinder {
  oneWay(origins: readonly Place[], destinations: readonly Place[], date: string): Itinerary[]
}

/**
 * Itineraries from any of `origins` to any of `destinations` leaving on `date` (local): nonstops, one
 * stop through a hub of the generator's airlines on a sensible path (at most 45% longer than flying
 * direct), and two stops where fewer than eight nonstop or one-stop ways exist.
 */
export function createItineraryFinder(
  timetable: Timetable,
  airport: (code: string) => Place | null,
): ItineraryFinder {
  const hubs = HUBS.map(airport).filter((p): p is Place => p !== null)

  function viaHub(a: Place, b: Place, date: string, via: Place): Itinerary[] {
    const firsts = timetable(a, via, date)
    if (firsts.length === 0) return []
    const seconds = [...timetable(via, b, date), ...timetable(via, b, nextDate(date))]
    const out: Itinerary[] = []
    for (const first of firsts) {
      // The two quickest connections of each first flight.
      const onward = seconds.filter((s) => connects(first, s)).slice(0, 2)
      for (const second of onward) out.push(itineraryOf([first, second]))
    }
    return out
  }

  function twoStops(a: Place, b: Place, date: string, direct: number): Itinerary[] {
    const out: Itinerary[] = []
    const near = hubs.filter((h) => h.code !== a.code && kmBetween(a, h) + kmBetween(h, b) <= direct * 1.6)
    for (const h1 of near) {
      for (const first of timetable(a, h1, date).slice(0, 3)) {
        for (const h2 of near) {
          if (h2 === h1 || kmBetween(a, h1) + kmBetween(h1, h2) + kmBetween(h2, b) > direct * 1.6) continue
          const seconds = timetable(h1, h2, date)
            .filter((s) => connects(first, s))
            .slice(0, 1)
          for (const second of seconds) {
            const third = [...timetable(h2, b, date), ...timetable(h2, b, nextDate(date))].find((t) =>
              connects(second, t),
            )
            if (third) out.push(itineraryOf([first, second, third]))
          }
        }
      }
      if (out.length >= 20) break
    }
    return out
  }

  return {
    oneWay(origins, destinations, date) {
      const all: Itinerary[] = []
      for (const a of origins)
        for (const b of destinations) {
          if (a.code === b.code) continue
          const direct = kmBetween(a, b)
          for (const f of timetable(a, b, date)) all.push(itineraryOf([f]))
          for (const via of hubs) {
            if (
              via.code === a.code ||
              via.code === b.code ||
              destinations.includes(via) ||
              origins.includes(via)
            )
              continue
            if (kmBetween(a, via) + kmBetween(via, b) > direct * 1.45) continue
            all.push(...viaHub(a, b, date, via))
          }
        }
      if (all.length < 8)
        for (const a of origins)
          for (const b of destinations)
            if (a.code !== b.code) all.push(...twoStops(a, b, date, kmBetween(a, b)))
      // The quickest first when there are too many: the slowest connections are the least useful.
      return all.sort((x, y) => x.minutes - y.minutes || x.departUtc - y.departUtc).slice(0, MAX_ITINERARIES)
    },
  }
}
