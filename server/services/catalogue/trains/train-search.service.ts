import {
  TRAIN_NO_RAIL,
  type TTrainSearchErrorCode,
  type TTrainSearchQuery,
  trainSearchProblem,
} from '../../../../shared/catalogue/train-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import type { TrainFare, TrainOffer, TrainOfferSource } from './train-generator.ts'

export class TrainSearchProblem extends Error {
  readonly code: TTrainSearchErrorCode
  constructor(code: TTrainSearchErrorCode) {
    super(code)
    this.code = code
  }
}

/** A departure with the fares the class filter leaves, in the visitor's currency, cheapest first. */
export interface PricedTrain {
  offer: TrainOffer
  fares: (TrainFare & { perAdultShown: number; totalShown: number })[]
}

export interface TrainSearchResult {
  offers: PricedTrain[]
  returnOffers: PricedTrain[] | null
  total: number
  facets: {
    classes: { code: TrainFare['travelClass']; count: number; minPrice: number | null }[]
    trains: { name: string; count: number; minPrice: number | null }[]
  }
  currency: string
  reason: typeof TRAIN_NO_RAIL | null
}

export interface TrainSearchService {
  search(query: TTrainSearchQuery, currency: string, today: string): TrainSearchResult
}

const cheapest = (p: PricedTrain) => p.fares[0]?.totalShown ?? Number.POSITIVE_INFINITY

/**
 * Train search (decision 082): the search's problems first; between places no railway joins, no offers
 * and the reason; else the day's departures priced in the visitor's currency, filtered by class and train,
 * counted per value over the other filter, and sorted.
 */
export function createTrainSearchService(deps: {
  source: TrainOfferSource
  places: () => PlaceIndex
  rates: TExchangeRates
}): TrainSearchService {
  const priced = (
    offers: TrainOffer[],
    currency: string,
    adults: number,
    classes: readonly string[] | undefined,
  ) =>
    offers.flatMap((offer): PricedTrain[] => {
      const fares = offer.fares
        .filter((f) => !classes?.length || classes.includes(f.travelClass))
        .map((f) => {
          const perAdultShown = convertMinor(f.perAdult, offer.currency, currency, deps.rates)
          return { ...f, perAdultShown, totalShown: perAdultShown * adults }
        })
        .sort((a, b) => a.totalShown - b.totalShown)
      return fares.length ? [{ offer, fares }] : []
    })
  const order = (list: PricedTrain[], sort: TTrainSearchQuery['sort']) =>
    [...list].sort((a, b) => {
      if (sort === 'cheapest')
        return cheapest(a) - cheapest(b) || a.offer.departAt.localeCompare(b.offer.departAt)
      if (sort === 'quickest')
        return a.offer.minutes - b.offer.minutes || a.offer.departAt.localeCompare(b.offer.departAt)
      return a.offer.departAt.localeCompare(b.offer.departAt)
    })
  const facet = (list: PricedTrain[]) => ({
    count: list.length,
    minPrice: list.length
      ? Math.min(...list.map((p) => p.fares[0]?.perAdultShown ?? Number.POSITIVE_INFINITY))
      : null,
  })
  return {
    search(q, currency, today) {
      const problem = trainSearchProblem(q, today, (code) => deps.places().byCode(code) !== null)
      if (problem) throw new TrainSearchProblem(problem)
      const day = (from: string, to: string, date: string) =>
        deps.source.searchTrains({ from, to, date, adults: q.adults, today })
      const out = day(q.from, q.to, q.depart)
      if (out === null) {
        const none = { classes: [], trains: [] }
        return {
          offers: [],
          returnOffers: q.return ? [] : null,
          total: 0,
          facets: none,
          currency,
          reason: TRAIN_NO_RAIL,
        }
      }
      const byTrain = (list: PricedTrain[]) =>
        list.filter((p) => !q.trains?.length || q.trains.includes(p.offer.brand))
      const left = order(byTrain(priced(out, currency, q.adults, q.classes)), q.sort)
      const back = q.return ? day(q.to, q.from, q.return) : null
      const classes = [...new Set(out.flatMap((o) => o.fares.map((f) => f.travelClass)))]
      const brands = [...new Set(out.map((o) => o.brand))]
      return {
        offers: left.slice(q.offset, q.offset + q.limit),
        returnOffers: back ? order(byTrain(priced(back, currency, q.adults, q.classes)), q.sort) : null,
        total: left.length,
        facets: {
          classes: classes.map((c) => ({ code: c, ...facet(byTrain(priced(out, currency, q.adults, [c]))) })),
          trains: brands.map((name) => ({
            name,
            ...facet(priced(out, currency, q.adults, q.classes).filter((p) => p.offer.brand === name)),
          })),
        },
        currency,
        reason: null,
      }
    },
  }
}
