import { DAY_MS } from '../../../../shared/calendar-days.ts'
import { stableFraction } from '../stable-hash.ts'
import type { ScheduledFlight } from './schedule.ts'

export const CABINS = ['economy', 'premiumEconomy', 'business', 'first'] as const
export type TCabin = (typeof CABINS)[number]

export const FARE_FAMILIES = {
  basic: { checkedBags: 0, changes: 'none', refundable: false, factor: 1 },
  standard: { checkedBags: 1, changes: 'fee', refundable: false, factor: 1.17 },
  flex: { checkedBags: 2, changes: 'free', refundable: true, factor: 1.5 },
} as const
export type TFareFamily = keyof typeof FARE_FAMILIES

const CABIN_FACTOR: Record<TCabin, number> = { economy: 1, premiumEconomy: 1.65, business: 3.6, first: 6.2 }

/** The cabins a flight of this length sells (premium economy from 2,500 km, first from 5,000 km). */
export function cabinOffered(cabin: TCabin, km: number): boolean {
  if (cabin === 'premiumEconomy') return km >= 2500
  if (cabin === 'first') return km >= 5000
  return true
}

/** The fare families sold in a cabin: basic fares only in economy. */
export function familiesOf(cabin: TCabin): TFareFamily[] {
  return cabin === 'economy' ? ['basic', 'standard', 'flex'] : ['standard', 'flex']
}

/** Books early, pays less: the days between today and departure (decision 071). */
function advanceFactor(today: string, date: string): number {
  const days = Math.round((Date.parse(date) - Date.parse(today)) / DAY_MS)
  if (days <= 3) return 1.6
  if (days <= 7) return 1.35
  if (days <= 14) return 1.18
  if (days <= 45) return 1
  return 0.94
}

/** Fridays and Sundays cost more, Tuesdays and Wednesdays less. */
const WEEKDAY_FACTOR = [1.1, 1, 0.93, 0.95, 1, 1.08, 0.97]

export interface FareInput {
  flights: readonly ScheduledFlight[]
  /** The itinerary's origin-to-destination distance: what the market prices. */
  directKm: number
  cabin: TCabin
  family: TFareFamily
  /** Departure's local date and hour. */
  date: string
  departHour: number
  today: string
}

/**
 * One adult's fare in US cents (decision 071): distance (tapering: the 10,000th km costs less than the
 * first), cabin, fare family, booking ahead, weekday, red-eye, stops, the airline, and a demand factor
 * per route and week; the same inputs give the same fare all day. Business is 3.6 times economy on the
 * same flights, so never cheaper.
 */
export function adultFareCents(input: FareInput): number {
  const { flights, directKm } = input
  const first = flights[0]
  if (!first) return 0
  const base = 45 + 0.13 * directKm ** 0.93
  const week = Math.floor(Date.parse(input.date) / (7 * DAY_MS))
  const route = `${first.from.cityCode}>${flights[flights.length - 1]?.to.cityCode}`
  const demand = 0.85 + stableFraction(`${route}:${week}`) * 0.35
  const flightNoise = 0.92 + stableFraction(flights.map((f) => f.flightNumber).join('+') + input.date) * 0.22
  const stops = 1 - 0.12 * (flights.length - 1)
  const redEye = input.departHour < 7 || input.departHour >= 22 ? 0.92 : 1
  const weekday = WEEKDAY_FACTOR[new Date(Date.parse(input.date)).getUTCDay()] ?? 1
  const usd =
    base *
    CABIN_FACTOR[input.cabin] *
    FARE_FAMILIES[input.family].factor *
    advanceFactor(input.today, input.date) *
    weekday *
    redEye *
    demand *
    flightNoise *
    stops *
    first.carrier.fareFactor
  return Math.max(19, Math.round(usd)) * 100
}

/** Children pay 75% of an adult's fare, infants on a lap 10%. */
export function totalFareCents(
  adultCents: number,
  adults: number,
  children: number,
  infants: number,
): number {
  return (
    adultCents * adults + Math.round(adultCents * 0.75) * children + Math.round(adultCents * 0.1) * infants
  )
}
