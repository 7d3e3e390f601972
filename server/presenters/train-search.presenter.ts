import type { TTrainOffer, TTrainSearchResponse } from '../../shared/catalogue/train-search-contract.ts'
import type { PricedTrain, TrainSearchResult } from '../services/catalogue/trains/train-search.service.ts'

/** A train search's answer: station names in Korean on the Korean site. */
export function presentTrainSearch(result: TrainSearchResult, locale: string): TTrainSearchResponse {
  const ko = locale.startsWith('ko')
  const money = (amount: number) => ({ amount, currency: result.currency })
  const policy = (verdict: PricedTrain['verdict']) =>
    verdict ? { ...verdict, reasons: [...verdict.reasons] } : null
  const present = ({ offer, fares, verdict }: PricedTrain): TTrainOffer => ({
    id: offer.id,
    operator: offer.operator,
    train: offer.train,
    from: { code: offer.from.code, station: ko ? offer.from.stationKo : offer.from.station },
    to: { code: offer.to.code, station: ko ? offer.to.stationKo : offer.to.station },
    departAt: offer.departAt,
    arriveAt: offer.arriveAt,
    durationMinutes: offer.minutes,
    stops: offer.stops,
    fares: fares.map((f) => ({
      id: f.id,
      travelClass: f.travelClass,
      perAdult: money(f.perAdultShown),
      total: money(f.totalShown),
      policy: policy(f.verdict),
    })),
    policy: policy(verdict),
  })
  return {
    offers: result.offers.map(present),
    returnOffers: result.returnOffers?.map(present) ?? null,
    total: result.total,
    facets: result.facets,
    currency: result.currency,
    reason: result.reason,
  }
}
