import type { TCabin } from './fares.ts'
import type { ScheduledFlight } from './schedule.ts'

/**
 * Emissions per traveller (decision 071), by the method of the UK government's greenhouse-gas conversion
 * factors for business travel (DESNZ/DEFRA, "passenger flights", with radiative forcing): the flown
 * distance is the great-circle distance plus 8% for routing and stacking, times a factor in kg CO2e per
 * passenger-km that depends on the haul (domestic, short haul up to 3,700 km, long haul) and the cabin
 * (a business seat takes more of the cabin than an economy one). The factors below are rounded from the
 * 2023 set; the result is an estimate, shown as such.
 */
const UPLIFT = 1.08
const FACTORS: Record<'domestic' | 'short' | 'long', Record<TCabin, number>> = {
  domestic: { economy: 0.272, premiumEconomy: 0.272, business: 0.272, first: 0.272 },
  short: { economy: 0.151, premiumEconomy: 0.227, business: 0.227, first: 0.227 },
  long: { economy: 0.148, premiumEconomy: 0.237, business: 0.429, first: 0.592 },
}

function haul(flight: ScheduledFlight): keyof typeof FACTORS {
  if (flight.from.countryCode === flight.to.countryCode) return 'domestic'
  return flight.km <= 3700 ? 'short' : 'long'
}

/** Kilograms of CO2e for one traveller on these flights in this cabin, rounded to whole kilograms. */
export function emissionsKg(flights: readonly ScheduledFlight[], cabin: TCabin): number {
  const kg = flights.reduce((sum, f) => sum + f.km * UPLIFT * FACTORS[haul(f)][cabin], 0)
  return Math.round(kg)
}

/** The median of the given figures (the route's typical emissions among the offers shown). */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[mid] as number)
    : Math.round(((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2)
}
