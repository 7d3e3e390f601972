import {
  legsOf,
  type TFlightOffer,
  type TFlightSearchQuery,
  type TFlightSearchResponse,
} from '../../shared/catalogue/flight-search-contract.ts'
import { airlineName, allianceName } from '../services/catalogue/flights/airlines.ts'
import { FARE_FAMILIES } from '../services/catalogue/flights/fares.ts'
import type { PricedOffer } from '../services/catalogue/flights/flight-results.ts'
import type { FlightSearchResult } from '../services/catalogue/flights/flight-search.service.ts'
import { isoLocal } from '../services/catalogue/flights/zoned-time.ts'
import type { Place } from '../services/catalogue/places/place-data.ts'

function presentOffer(
  { offer, perAdult, total, verdict }: PricedOffer,
  currency: string,
  typicalKg: number | null,
  locale: string,
): TFlightOffer {
  const family = FARE_FAMILIES[offer.family]
  return {
    id: offer.id,
    legs: offer.legs.map((leg) => {
      const first = leg.flights[0] as (typeof leg.flights)[number]
      const last = leg.flights[leg.flights.length - 1] as (typeof leg.flights)[number]
      return {
        from: first.from.code,
        to: last.to.code,
        departAt: isoLocal(first.departUtc, first.from.timeZone),
        arriveAt: isoLocal(last.arriveUtc, last.to.timeZone),
        durationMinutes: leg.minutes,
        stops: leg.stops,
        segments: leg.flights.map((f) => ({
          from: f.from.code,
          to: f.to.code,
          departAt: isoLocal(f.departUtc, f.from.timeZone),
          arriveAt: isoLocal(f.arriveUtc, f.to.timeZone),
          carrier: f.carrier.code,
          carrierName: airlineName(f.carrier.code, locale),
          flightNumber: f.flightNumber,
          durationMinutes: f.minutes,
        })),
      }
    }),
    cabin: offer.cabin,
    fareFamily: {
      code: offer.family,
      checkedBags: family.checkedBags,
      changes: family.changes,
      refundable: family.refundable,
    },
    price: { perAdult: { amount: perAdult, currency }, total: { amount: total, currency } },
    carriers: offer.carriers.map((c) => c.code),
    alliance: offer.alliance,
    policy: verdict ? { ...verdict, reasons: [...verdict.reasons] } : null,
    emissions: {
      kgPerTraveller: offer.emissionsKg,
      percentVsTypical: typicalKg ? Math.round((100 * (offer.emissionsKg - typicalKg)) / typicalKg) : 0,
    },
  }
}

/** A page of a flight search, with the places it names in the visitor's language (Korean where known). */
export function presentFlightSearch(
  result: FlightSearchResult,
  query: TFlightSearchQuery,
  locale: string,
  places: { byCode(code: string): Place | null; airport(code: string): Place | null },
): TFlightSearchResponse {
  const korean = locale.toLowerCase().startsWith('ko')
  // The searched codes name what was searched (a city, or an airport); the flights' codes, airports.
  const named = new Map<string, Place | null>(
    legsOf(query)
      .flatMap((l) => [l.from, l.to])
      .map((c) => [c, places.byCode(c)]),
  )
  for (const p of result.offers)
    for (const leg of p.offer.legs)
      for (const f of leg.flights) {
        named.set(f.from.code, f.from)
        named.set(f.to.code, f.to)
      }
  const out: TFlightSearchResponse['places'] = {}
  for (const [code, place] of named) {
    if (place)
      out[code] = {
        name: (korean && place.nameKo) || place.name,
        cityName: (korean && place.cityNameKo) || place.cityName,
        countryCode: place.countryCode,
        timeZone: place.timeZone,
      }
  }
  return {
    offers: result.offers.map((p) => presentOffer(p, result.currency, result.typicalEmissionsKg, locale)),
    total: result.total,
    facets: {
      ...result.facets,
      airlines: result.facets.airlines.map((a) => ({ ...a, name: airlineName(a.code, locale) })),
      alliances: result.facets.alliances.map((a) => ({ ...a, name: allianceName(a.code, locale) })),
    },
    currency: result.currency,
    places: out,
  }
}
