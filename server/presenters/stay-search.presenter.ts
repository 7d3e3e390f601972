import type { TStaySearchResponse } from '../../shared/catalogue/stay-search-contract.ts'
import type { StaySearchResult } from '../services/catalogue/stays/stay-search.service.ts'

/**
 * A stay search's answer in the asked language: Korean names on the Korean site (the properties' and
 * neighbourhoods' own, the city's from the places data), English elsewhere.
 */
export function presentStaySearch(result: StaySearchResult, locale: string): TStaySearchResponse {
  const ko = locale.startsWith('ko')
  const money = (amount: number) => ({ amount, currency: result.currency })
  return {
    offers: result.offers.map(({ stay, rate, rateCount }) => {
      const p = stay.offer.property
      return {
        property: {
          id: p.id,
          name: ko ? p.nameKo : p.name,
          stars: p.stars,
          rating: p.ratingTenths / 10,
          reviewCount: p.reviewCount,
          neighbourhood: {
            code: p.neighbourhood.code,
            name: ko ? p.neighbourhood.nameKo : p.neighbourhood.name,
          },
          distanceKm: p.distanceTenthsKm / 10,
          amenities: p.amenities,
        },
        rate: {
          id: rate.rate.id,
          room: rate.rate.kind,
          sleeps: rate.rate.sleeps,
          board: rate.rate.board,
          freeCancellationUntil: rate.rate.freeCancellationUntil,
          price: { perNight: money(rate.nightly), taxesAndFees: money(rate.taxes), total: money(rate.total) },
        },
        rateCount,
      }
    }),
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
    place: {
      code: result.city.code,
      name: (ko ? result.city.cityNameKo : null) ?? result.city.cityName,
      countryCode: result.city.countryCode,
    },
  }
}
