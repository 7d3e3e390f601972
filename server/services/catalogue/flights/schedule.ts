import { LRUCache } from 'lru-cache'
import { addIsoDays } from '../../../../shared/calendar-days.ts'
import { kmBetween } from '../../../../shared/catalogue/geo.ts'
import type { Place } from '../places/place-data.ts'
import { stableFraction, stableHash } from '../stable-hash.ts'
import { AIRLINES, type Airline } from './airlines.ts'
import { blockMinutes } from './block-time.ts'
import { zonedToUtc } from './zoned-time.ts'

/** One flight of the generated timetable (decision 071). */
export interface ScheduledFlight {
  carrier: Airline
  flightNumber: string
  from: Place
  to: Place
  departUtc: number
  arriveUtc: number
  minutes: number
  km: number
}

/** A city's size for the timetable: 5 for the 20 busiest, down to 1 outside the ranked cities. */
export function sizeOf(place: Place): number {
  const rank = place.rank
  if (rank === null) return 1
  if (rank <= 20) return 5
  if (rank <= 60) return 4
  if (rank <= 150) return 3
  return 2
}

/**
 * Whether `airline` flies from its base `hub` to `other` (either direction; decision 071). Network
 * airlines fly abroad to a city's main airport only (`secondary` holds the others); low-cost ones to any.
 */
function flies(
  airline: Airline,
  hub: Place,
  other: Place,
  km: number,
  secondary: ReadonlySet<string>,
): boolean {
  if (!airline.hubs.includes(hub.code) || km < 100 || km > airline.rangeKm) return false
  const key = `${airline.code}:${hub.code}:${other.code}`
  const domestic = other.countryCode === airline.country && hub.countryCode === airline.country
  if (domestic) return other.rank !== null ? stableFraction(key) < 0.9 : stableFraction(key) < 0.25
  if (airline.kind === 'regional' || other.rank === null || other.rank > airline.reach) return false
  // Long-haul routes from the main hubs to the big cities, where nearly every big pair has a nonstop.
  if (km > 7000) {
    if (airline.hubs.indexOf(hub.code) > 2 || other.rank > 90) return false
    return stableFraction(key) < (other.rank <= 60 ? 0.95 : 0.7)
  }
  if (airline.kind === 'network' && secondary.has(other.code) && !airline.hubs.includes(other.code))
    return false
  const p = other.rank <= 40 ? 0.92 : other.rank <= 100 ? 0.75 : 0.5
  return stableFraction(key) < (airline.kind === 'lowCost' ? p * 0.6 : p)
}

/** Flights a day of one airline on a pair: more between big cities, fewer the farther apart. */
function dailyFrequency(airline: Airline, a: Place, b: Place, km: number): number {
  const size = sizeOf(a) + sizeOf(b)
  if (km > 7000) return size >= 9 ? 2 : 1
  if (airline.kind === 'lowCost') return 1 + (size >= 7 ? 1 : 0) + (km < 1200 && size >= 8 ? 1 : 0)
  if (km < 1500) return Math.max(1, Math.floor(size / 2) + (a.countryCode === b.countryCode ? 1 : -1))
  return Math.max(1, Math.floor(size / 3))
}

export type Timetable = (a: Place, b: Place, date: string) => ScheduledFlight[]

/**
 * The timetable over `places`: the nonstop flights from airport `a` to airport `b` leaving on local date
 * `date`, the same for the same date every time. Some single daily flights skip some weekdays.
 */
export function createTimetable(places: readonly Place[]): Timetable {
  const secondary = new Set(places.filter((p) => p.kind === 'city').flatMap((p) => p.airports.slice(1)))
  // Connections ask for the same airport pairs again and again (every search through Incheon asks for
  // its flights to the hubs): a pair's day is worked out once and kept.
  const days = new LRUCache<string, ScheduledFlight[]>({ max: 20_000 })
  return (a, b, date) => {
    const key = `${a.code}>${b.code}@${date}`
    let flights = days.get(key)
    if (!flights) {
      flights = flightsBetween(a, b, date, secondary)
      days.set(key, flights)
    }
    return flights
  }
}

function flightsBetween(a: Place, b: Place, date: string, secondary: ReadonlySet<string>): ScheduledFlight[] {
  if (a.code === b.code || a.kind !== 'airport' || b.kind !== 'airport') return []
  const km = kmBetween(a, b)
  const minutes = blockMinutes(a, b)
  const weekday = new Date(Date.parse(date)).getUTCDay()
  const out: ScheduledFlight[] = []
  for (const airline of AIRLINES) {
    if (!flies(airline, a, b, km, secondary) && !flies(airline, b, a, km, secondary)) continue
    const n = dailyFrequency(airline, a, b, km)
    const pair = `${airline.code}:${a.code}>${b.code}`
    if (n === 1 && stableFraction(`${pair}:${weekday}`) > 0.8) continue
    const numberBase = 100 + (stableHash(`${airline.code}:${[a.code, b.code].sort().join('')}`) % 400) * 2
    const outbound = a.code < b.code ? 0 : 1
    for (let i = 0; i < n; i += 1) {
      // Spread over the day (06:00 to 23:00), long hauls in their usual late-morning and evening banks.
      const slot =
        km > 7000
          ? [660, 1290, 780, 1380][(stableHash(`${pair}:${i}`) + i) % 4]
          : 360 + ((i + 0.5) * 1020) / n + (stableFraction(`${pair}:${i}:t`) - 0.5) * (600 / n)
      const local = Math.min(1435, Math.max(330, Math.round((slot ?? 660) / 5) * 5))
      const departUtc = zonedToUtc(date, local, a.timeZone)
      const variation = Math.round((stableFraction(`${pair}:${i}:m`) - 0.5) * 4) * 5
      const duration = Math.max(30, minutes + variation)
      out.push({
        carrier: airline,
        flightNumber: `${airline.code}${numberBase + i * 2 * 10 + outbound}`,
        from: a,
        to: b,
        departUtc,
        arriveUtc: departUtc + duration * 60_000,
        minutes: duration,
        km,
      })
    }
  }
  return out.sort((x, y) => x.departUtc - y.departUtc)
}

export const nextDate = (date: string, days = 1) => addIsoDays(date, days)
