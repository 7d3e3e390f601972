import type { TPolicyVerdict } from '../../../../shared/business/checkout-contract.ts'
import type { TPolicyOffer } from '../../../../shared/business/policy-engine.ts'
import {
  TRAIN_NO_RAIL,
  type TTrainSearchErrorCode,
  type TTrainSearchQuery,
  trainSearchProblem,
} from '../../../../shared/catalogue/train-search-contract.ts'
import { convertMinor } from '../../../../shared/money/convert-minor.ts'
import type { TExchangeRates } from '../../../../shared/money/exchange-rates-schema.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { type SearchPolicyJudge, shownVerdict, toPolicyCurrency, trainPolicyOffer } from '../search-policy.ts'
import type { TrainFare, TrainOffer, TrainOfferSource } from './train-generator.ts'

export class TrainSearchProblem extends Error {
  readonly code: TTrainSearchErrorCode
  constructor(code: TTrainSearchErrorCode) {
    super(code)
    this.code = code
  }
}

/** A fare in the visitor's currency, with the traveller's travel-policy verdict in business mode (else null). */
export interface PricedFare extends TrainFare {
  perAdultShown: number
  totalShown: number
  verdict: TPolicyVerdict | null
}

/** A departure with the fares the class and policy filters leave, in the visitor's currency, cheapest first. */
export interface PricedTrain {
  offer: TrainOffer
  fares: PricedFare[]
  /** Its cheapest fare within the policy's verdict, else its cheapest fare's; null outside business mode. */
  verdict: TPolicyVerdict | null
}

export interface TrainSearchResult {
  offers: PricedTrain[]
  returnOffers: PricedTrain[] | null
  total: number
  facets: {
    classes: { code: TrainFare['travelClass']; count: number; minPrice: number | null }[]
    trains: { name: string; count: number; minPrice: number | null }[]
    inPolicy: { count: number; minPrice: number | null } | null
  }
  currency: string
  reason: typeof TRAIN_NO_RAIL | null
}

export interface TrainSearchService {
  /** `currency`: the visitor's; `today`: an ISO date (UTC); `judge`: in business mode, the traveller's train policy. */
  search(
    query: TTrainSearchQuery,
    currency: string,
    today: string,
    judge?: SearchPolicyJudge,
  ): TrainSearchResult
}

/** What the fares a search shows must be: of these classes, within the policy. */
interface FareFilters {
  classes?: readonly string[] | undefined
  policy?: 'in' | undefined
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
  /**
   * The traveller's verdicts on a day's fares by id, in the policy's currency. A dynamic budget reads the
   * day's fares of the same class, as a flight search's offers are all of one cabin.
   */
  const judgeDay = (offers: readonly TrainOffer[], judge: SearchPolicyJudge) => {
    const toPolicy = toPolicyCurrency(deps.rates)
    const byClass = new Map<string, TPolicyOffer[]>()
    for (const offer of offers)
      for (const fare of offer.fares) {
        const same = byClass.get(fare.travelClass) ?? []
        same.push(trainPolicyOffer(offer, fare, toPolicy))
        byClass.set(fare.travelClass, same)
      }
    const verdicts = new Map<string, TPolicyVerdict>()
    for (const fares of byClass.values()) {
      const judged = judge(fares)
      fares.forEach((fare, i) => {
        const verdict = judged[i]
        if (verdict) verdicts.set(fare.offerId, verdict)
      })
    }
    return verdicts
  }
  const priced = (
    offers: TrainOffer[],
    currency: string,
    adults: number,
    verdicts: ReadonlyMap<string, TPolicyVerdict> | null,
    f: FareFilters,
  ) =>
    offers.flatMap((offer): PricedTrain[] => {
      const fares = offer.fares
        .filter((fare) => !f.classes?.length || f.classes.includes(fare.travelClass))
        .map((fare): PricedFare => {
          const perAdultShown = convertMinor(fare.perAdult, offer.currency, currency, deps.rates)
          const verdict = verdicts?.get(fare.id)
          return {
            ...fare,
            perAdultShown,
            totalShown: perAdultShown * adults,
            verdict: verdict ? shownVerdict(verdict, perAdultShown, currency, deps.rates) : null,
          }
        })
        .filter((fare) => f.policy !== 'in' || !fare.verdict || fare.verdict.status === 'in')
        .sort((a, b) => a.totalShown - b.totalShown)
      const verdict = (fares.find((fare) => fare.verdict?.status === 'in') ?? fares[0])?.verdict ?? null
      return fares.length ? [{ offer, fares, verdict }] : []
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
    search(q, currency, today, judge) {
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
          facets: { ...none, inPolicy: null },
          currency,
          reason: TRAIN_NO_RAIL,
        }
      }
      const byTrain = (list: PricedTrain[]) =>
        list.filter((p) => !q.trains?.length || q.trains.includes(p.offer.brand))
      const verdicts = judge ? judgeDay(out, judge) : null
      const fares = { classes: q.classes, policy: q.policy }
      const outbound = (f: FareFilters) => priced(out, currency, q.adults, verdicts, f)
      const left = order(byTrain(outbound(fares)), q.sort)
      const back = q.return ? day(q.to, q.from, q.return) : null
      const backVerdicts = back && judge ? judgeDay(back, judge) : null
      const classes = [...new Set(out.flatMap((o) => o.fares.map((f) => f.travelClass)))]
      const brands = [...new Set(out.map((o) => o.brand))]
      return {
        offers: left.slice(q.offset, q.offset + q.limit),
        returnOffers: back
          ? order(byTrain(priced(back, currency, q.adults, backVerdicts, fares)), q.sort)
          : null,
        total: left.length,
        facets: {
          classes: classes.map((c) => ({ code: c, ...facet(byTrain(outbound({ ...fares, classes: [c] }))) })),
          trains: brands.map((name) => ({
            name,
            ...facet(outbound(fares).filter((p) => p.offer.brand === name)),
          })),
          // Departures with a fare within the policy; the lowest such fare.
          inPolicy: verdicts ? facet(byTrain(outbound({ ...fares, policy: 'in' }))) : null,
        },
        currency,
        reason: null,
      }
    },
  }
}
