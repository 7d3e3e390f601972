import type { FastifyInstance } from 'fastify'
import {
  CAR_SEARCH_LIMITS,
  CarSearchErrorCode,
  type TCarSearchErrorCode,
} from '../../../shared/catalogue/car-search-contract.ts'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentCarSearch } from '../../presenters/car-search.presenter.ts'
import { CarSearchProblem } from '../../services/catalogue/cars/car-search.service.ts'
import { searchAnswers, searchToday } from './search-answers.ts'
import { searchCacheControl, searchPolicyJudge } from './search-policy-kit.ts'

const L = CAR_SEARCH_LIMITS

/** For API callers; the results page says each in the visitor's language from its code. */
const PROBLEMS: Record<TCarSearchErrorCode, string> = {
  [CarSearchErrorCode.SEARCH_INVALID]: 'This search cannot be read.',
  [CarSearchErrorCode.PLACE_UNKNOWN]: 'The pick-up or drop-off is not a city or airport we know.',
  [CarSearchErrorCode.ONE_WAY_ABROAD]: 'A car must be dropped off in the country it was picked up in.',
  [CarSearchErrorCode.DATE_INVALID]: 'One of the dates or times does not exist.',
  [CarSearchErrorCode.DATE_PAST]: 'The pick-up date has already passed.',
  [CarSearchErrorCode.DATE_TOO_FAR]: `Cars can be searched up to ${L.daysAhead} days ahead.`,
  [CarSearchErrorCode.DROPOFF_NOT_AFTER_PICKUP]: 'The drop-off must be after the pick-up.',
  [CarSearchErrorCode.TOO_MANY_DAYS]: `A rental can be at most ${L.maxDays} days.`,
  [CarSearchErrorCode.DRIVER_AGE]: `The driver must be ${L.minDriverAge} to ${L.maxDriverAge} years old.`,
}

/**
 * GET /i/api/catalogue/v1/cars/search (decision 083): the cars of every supplier at a place's desks for
 * a rental, in the visitor's currency (asked, else the page's), filtered, counted and sorted on the
 * server. Generating and pricing is the costly part, so the limit is per address; the answer depends
 * on the currency cookie, so it is cached by the browser only.
 */
export async function carSearchRoutes(app: FastifyInstance) {
  const { cars } = app.services
  const { currencyOf, answering } = searchAnswers(
    CarSearchErrorCode.SEARCH_INVALID,
    CarSearchProblem,
    PROBLEMS,
  )
  route(app, api.cars, async (request, reply) => {
    const query = request.query
    const currency = currencyOf(query.currency, request.currency)
    // In business mode, the traveller's car policy judges the cars (decision 085).
    const judge = await searchPolicyJudge(app, request.groupSecret, 'car')
    const result = answering(() => cars.search(query, currency, searchToday(), judge ?? undefined))
    reply.header('cache-control', searchCacheControl(judge !== null))
    return presentCarSearch(result, request.site.locale)
  })
}
