import type { TPolicyVerdict } from '../../../../shared/business/checkout-contract.ts'
import type { TFlightSearchQuery } from '../../../../shared/catalogue/flight-search-contract.ts'
import { AIRLINE_BY_CODE, ALLIANCES, type TAlliance } from './airlines.ts'
import { FARE_FAMILIES } from './fares.ts'
import { byBest, type Rankable } from './flight-ranking.ts'
import type { FlightOffer } from './offer-source.ts'
import { offsetMinutes } from './zoned-time.ts'

/** An offer with its prices in the visitor's currency (minor units). */
export interface PricedOffer {
  offer: FlightOffer
  perAdult: number
  total: number
  /** The traveller's travel-policy verdict in business mode; null otherwise. */
  verdict: TPolicyVerdict | null
}

export type TFlightFilters = Pick<
  TFlightSearchQuery,
  'stops' | 'airlines' | 'alliances' | 'maxDuration' | 'maxPrice' | 'bags' | 'policy'
> & { windows: { leg: number; depart?: [number, number]; arrive?: [number, number] }[] }

type Dimension = 'stops' | 'airlines' | 'alliances' | 'duration' | 'price' | 'bags' | 'windows' | 'policy'

export const stopsOf = (offer: FlightOffer) => Math.min(2, Math.max(...offer.legs.map((l) => l.stops)))
export const minutesOf = (offer: FlightOffer) => Math.max(...offer.legs.map((l) => l.minutes))
const totalMinutes = (offer: FlightOffer) => offer.legs.reduce((n, l) => n + l.minutes, 0)

function localHour(utc: number, timeZone: string): number {
  const minutes = (((Math.floor(utc / 60_000) + offsetMinutes(utc, timeZone)) % 1440) + 1440) % 1440
  return minutes / 60
}

const within = (hour: number, [from, to]: [number, number]) => hour >= from && hour < to

/** Whether an offer passes every filter but `except` (facet counts leave out their own dimension). */
function passes(p: PricedOffer, f: TFlightFilters, except?: Dimension): boolean {
  const { offer } = p
  if (except !== 'stops' && f.stops && !f.stops.includes(stopsOf(offer))) return false
  if (except !== 'airlines' && f.airlines && !offer.carriers.some((c) => f.airlines?.includes(c.code)))
    return false
  if (except !== 'alliances' && f.alliances && !(offer.alliance && f.alliances.includes(offer.alliance)))
    return false
  if (except !== 'duration' && f.maxDuration !== undefined && minutesOf(offer) > f.maxDuration) return false
  if (except !== 'price' && f.maxPrice !== undefined && p.total > f.maxPrice) return false
  if (except !== 'bags' && f.bags === 'checked' && FARE_FAMILIES[offer.family].checkedBags === 0) return false
  if (except !== 'policy' && f.policy === 'in' && p.verdict && p.verdict.status !== 'in') return false
  if (except !== 'windows')
    for (const w of f.windows) {
      const leg = offer.legs[w.leg]
      if (!leg) continue
      const first = leg.flights[0]
      const last = leg.flights[leg.flights.length - 1]
      if (w.depart && first && !within(localHour(first.departUtc, first.from.timeZone), w.depart))
        return false
      if (w.arrive && last && !within(localHour(last.arriveUtc, last.to.timeZone), w.arrive)) return false
    }
  return true
}

const minPrice = (list: readonly PricedOffer[]) =>
  list.length ? Math.min(...list.map((p) => p.total)) : null

/** Each filter's values with their counts and lowest prices, over the offers the other filters leave. */
export function facetsOf(all: readonly PricedOffer[], f: TFlightFilters) {
  const left = (except: Dimension) => all.filter((p) => passes(p, f, except))
  const byStops = left('stops')
  const byAirline = left('airlines')
  const byAlliance = left('alliances')
  const byDuration = left('duration')
  const byPrice = left('price')
  const byBags = left('bags').filter((p) => FARE_FAMILIES[p.offer.family].checkedBags > 0)
  const judged = all.some((p) => p.verdict !== null)
  const inPolicy = left('policy').filter((p) => p.verdict?.status === 'in')
  const airlineCodes = [...new Set(all.flatMap((p) => p.offer.carriers.map((c) => c.code)))].sort()
  const allianceCodes = Object.keys(ALLIANCES) as TAlliance[]
  return {
    stops: [0, 1, 2].map((value) => {
      const matching = byStops.filter((p) => stopsOf(p.offer) === value)
      return { value, count: matching.length, minPrice: minPrice(matching) }
    }),
    airlines: airlineCodes.map((code) => {
      const matching = byAirline.filter((p) => p.offer.carriers.some((c) => c.code === code))
      return {
        code,
        name: AIRLINE_BY_CODE.get(code)?.name ?? code,
        count: matching.length,
        minPrice: minPrice(matching),
      }
    }),
    alliances: allianceCodes
      .map((code) => {
        const matching = byAlliance.filter((p) => p.offer.alliance === code)
        return { code, name: ALLIANCES[code], count: matching.length, minPrice: minPrice(matching) }
      })
      .filter((a) => all.some((p) => p.offer.alliance === a.code)),
    duration: byDuration.length
      ? {
          min: Math.min(...byDuration.map((p) => minutesOf(p.offer))),
          max: Math.max(...byDuration.map((p) => minutesOf(p.offer))),
        }
      : null,
    price: byPrice.length
      ? { min: minPrice(byPrice) as number, max: Math.max(...byPrice.map((p) => p.total)) }
      : null,
    checkedBag: { count: byBags.length, minPrice: minPrice(byBags) },
    inPolicy: judged ? { count: inPolicy.length, minPrice: minPrice(inPolicy) } : null,
  }
}

const rankOf = (p: PricedOffer): Rankable => ({
  price: p.total,
  minutes: totalMinutes(p.offer),
  stops: stopsOf(p.offer),
})

/** The offers every filter leaves, in the asked order. */
export function filteredAndSorted(
  all: readonly PricedOffer[],
  f: TFlightFilters,
  sort: TFlightSearchQuery['sort'],
): PricedOffer[] {
  const left = all.filter((p) => passes(p, f))
  if (sort === 'cheapest')
    return left.sort(
      (a, b) =>
        a.total - b.total ||
        totalMinutes(a.offer) - totalMinutes(b.offer) ||
        a.offer.id.localeCompare(b.offer.id),
    )
  if (sort === 'quickest')
    return left.sort(
      (a, b) =>
        totalMinutes(a.offer) - totalMinutes(b.offer) ||
        a.total - b.total ||
        a.offer.id.localeCompare(b.offer.id),
    )
  // A company's traveller sees what the policy allows first (as Navan and TravelPerk order), best within each.
  const best = byBest(left, rankOf, (p) => p.offer.id)
  return [
    ...best.filter((p) => p.verdict?.status !== 'out'),
    ...best.filter((p) => p.verdict?.status === 'out'),
  ]
}
