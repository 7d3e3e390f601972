import type {
  TStayOffer,
  TStayPropertyResponse,
  TStayRate,
  TStaySearchResponse,
} from '../../shared/catalogue/stay-search-contract.ts'
import type { PricedRate } from '../services/catalogue/stays/stay-results.ts'
import type { StayPropertyResult, StaySearchResult } from '../services/catalogue/stays/stay-search.service.ts'
import type { StayProperty } from '../services/catalogue/stays/stay-source.ts'
import { presentCity } from './place.presenter.ts'

/**
 * A stay search's answer in the asked language: Korean names on the Korean site (the properties' and
 * neighbourhoods' own, the city's from the places data), English elsewhere.
 */
export function presentStaySearch(result: StaySearchResult, locale: string): TStaySearchResponse {
  const ko = locale.startsWith('ko')
  return {
    offers: result.offers.map(({ stay, rate, rateCount }) => ({
      property: presentProperty(stay.offer.property, ko),
      rate: presentRate(rate, result.currency),
      rateCount,
      policy: rate.verdict ? { ...rate.verdict, reasons: [...rate.verdict.reasons] } : null,
    })),
    total: result.total,
    facets: {
      ...result.facets,
      neighbourhoods: result.facets.neighbourhoods.map(({ area, count, minPrice }) => ({
        code: area.code,
        name: ko ? area.nameKo : area.name,
        count,
        minPrice,
      })),
    },
    currency: result.currency,
    nights: result.nights,
    place: presentCity(result.city, ko),
  }
}

/** A property's page: its rooms that hold the party, each with its rates cheapest first. */
export function presentStayProperty(result: StayPropertyResult, locale: string): TStayPropertyResponse {
  const ko = locale.startsWith('ko')
  const { offer, rates } = result.stay
  const rooms = offer.property.rooms.flatMap((room) => {
    const own = rates.filter((r) => r.rate.kind === room.kind)
    return own.length
      ? [{ room: room.kind, sleeps: room.sleeps, rates: own.map((r) => presentRate(r, result.currency)) }]
      : []
  })
  return {
    property: presentProperty(offer.property, ko),
    rooms,
    currency: result.currency,
    nights: offer.nights,
    place: presentCity(result.city, ko),
  }
}

function presentProperty(p: StayProperty, ko: boolean): TStayOffer['property'] {
  return {
    id: p.id,
    name: ko ? p.nameKo : p.name,
    stars: p.stars,
    rating: p.ratingTenths / 10,
    reviewCount: p.reviewCount,
    neighbourhood: { code: p.neighbourhood.code, name: ko ? p.neighbourhood.nameKo : p.neighbourhood.name },
    distanceKm: p.distanceTenthsKm / 10,
    amenities: p.amenities,
  }
}

function presentRate(r: PricedRate, currency: string): TStayRate {
  const money = (amount: number) => ({ amount, currency })
  return {
    id: r.rate.id,
    room: r.rate.kind,
    sleeps: r.rate.sleeps,
    board: r.rate.board,
    freeCancellationUntil: r.rate.freeCancellationUntil,
    price: { perNight: money(r.nightly), taxesAndFees: money(r.taxes), total: money(r.total) },
  }
}
