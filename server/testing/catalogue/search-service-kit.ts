import { createCarGenerator } from '../../services/catalogue/cars/car-generator.ts'
import { createFlightGenerator } from '../../services/catalogue/flights/flight-generator.ts'
import { placeIndex } from '../../services/catalogue/places/places.service.ts'
import { createStayGenerator } from '../../services/catalogue/stays/stay-generator.ts'
import { createTrainGenerator } from '../../services/catalogue/trains/train-generator.ts'

/** The day the search services' tests search on: their dates are fixed, not from today. */
export const TODAY = '2026-11-30'

/** The offer sources of every vertical over the place index, as the app makes them (services/index.ts). */
export function demoSources() {
  return {
    flights: createFlightGenerator(placeIndex),
    stays: createStayGenerator(placeIndex),
    trains: createTrainGenerator(placeIndex),
    cars: createCarGenerator(placeIndex),
  }
}

interface SearchService<Q, R> {
  search(query: Q, currency: string, today: string): R
}

/**
 * A search service's calls in its tests, on TODAY: the first page of 100 offers, every offer page after
 * page, and the code of the problem a change to the base search raises (null when it is answered).
 */
export function searchCalls<
  Q extends { limit: number; offset: number },
  R extends { offers: unknown[]; total: number },
>(service: SearchService<Q, R>, base: Q, Problem: abstract new (...args: never[]) => { code: string }) {
  const everything = (q: Q, currency = 'USD') =>
    service.search({ ...q, limit: 100, offset: 0 }, currency, TODAY)
  const all = (q: Q, currency = 'USD'): R => {
    const first = everything(q, currency)
    const offers = [...first.offers]
    while (offers.length < first.total)
      offers.push(...service.search({ ...q, limit: 100, offset: offers.length }, currency, TODAY).offers)
    return { ...first, offers }
  }
  const problem = (over: Partial<Q>) => {
    try {
      service.search({ ...base, ...over }, 'USD', TODAY)
      return null
    } catch (error) {
      return error instanceof Problem ? error.code : error
    }
  }
  return { everything, all, problem }
}
