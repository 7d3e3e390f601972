import type {
  TCarLocation,
  TCarOffer,
  TCarSearchResponse,
} from '../../shared/catalogue/car-search-contract.ts'
import type { PricedCar } from '../services/catalogue/cars/car-results.ts'
import type { CarSearchResult } from '../services/catalogue/cars/car-search.service.ts'
import type { CarLocation } from '../services/catalogue/cars/car-source.ts'
import { presentCity } from './place.presenter.ts'

/**
 * A car search's answer in the asked language: Korean names of airports, districts and cities on the
 * Korean site (suppliers keep their Latin names), English elsewhere. Classes, gearboxes, fuels and terms
 * are codes the page names.
 */
export function presentCarSearch(result: CarSearchResult, locale: string): TCarSearchResponse {
  const ko = locale.startsWith('ko')
  return {
    offers: result.offers.map((c) => presentOffer(c, result.currency, ko)),
    total: result.total,
    facets: {
      ...result.facets,
      suppliers: result.facets.suppliers.map(({ supplier, count, minPrice }) => ({
        code: supplier.code,
        name: supplier.name,
        count,
        minPrice,
      })),
    },
    currency: result.currency,
    days: result.days,
    oneWay: result.oneWay,
    pickupPlace: presentCity(result.pickupCity, ko),
    dropoffPlace: presentCity(result.dropoffCity, ko),
    reason: result.reason,
  }
}

function presentOffer(c: PricedCar, currency: string, ko: boolean): TCarOffer {
  const { offer } = c
  const money = (amount: number) => ({ amount, currency })
  const { carClass, ...car } = offer.car
  return {
    id: offer.id,
    supplier: {
      code: offer.supplier.code,
      name: offer.supplier.name,
      rating: offer.supplier.ratingTenths / 10,
    },
    car: { ...car, class: carClass },
    pickup: presentLocation(offer.pickup, ko),
    dropoff: presentLocation(offer.dropoff, ko),
    pickupAt: offer.pickupAt,
    dropoffAt: offer.dropoffAt,
    mileage: offer.mileage,
    fuelPolicy: offer.fuelPolicy,
    freeCancellationUntil: offer.freeCancellationUntil,
    price: {
      perDay: money(c.perDay),
      taxesAndFees: money(c.taxes),
      oneWayFee: c.oneWayFee === null ? null : money(c.oneWayFee),
      youngDriverFee: c.youngDriverFee === null ? null : money(c.youngDriverFee),
      total: money(c.total),
    },
    policy: c.verdict ? { ...c.verdict, reasons: [...c.verdict.reasons] } : null,
  }
}

const presentLocation = (l: CarLocation, ko: boolean): TCarLocation => ({
  kind: l.kind,
  code: l.code,
  name: ko ? l.nameKo : l.name,
  placeCode: l.placeCode,
  cityName: ko ? l.cityNameKo : l.cityName,
})
