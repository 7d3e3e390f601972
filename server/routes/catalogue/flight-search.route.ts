import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import {
  FlightSearchErrorCode,
  type TFlightSearchErrorCode,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentFlightSearch } from '../../presenters/flight-search.presenter.ts'
import { FlightSearchProblem } from '../../services/catalogue/flights/flight-search.service.ts'
import { searchAnswers, searchToday } from './search-answers.ts'
import { policyTraveller, searchCacheControl } from './search-policy-kit.ts'

/** For API callers; the results page says each in the visitor's language from its code. */
const PROBLEMS: Record<TFlightSearchErrorCode, string> = {
  [FlightSearchErrorCode.SEARCH_INVALID]: 'This search cannot be read.',
  [FlightSearchErrorCode.PLACE_UNKNOWN]: 'One of the places is not an airport or city we know.',
  [FlightSearchErrorCode.SAME_PLACE]: 'The place you leave from and the place you go to are the same.',
  [FlightSearchErrorCode.DATE_INVALID]: 'One of the dates does not exist.',
  [FlightSearchErrorCode.DATE_PAST]: 'One of the dates has already passed.',
  [FlightSearchErrorCode.DATE_TOO_FAR]: 'Flights can be searched up to 355 days ahead.',
  [FlightSearchErrorCode.RETURN_BEFORE_DEPART]: 'The return is before the departure.',
  [FlightSearchErrorCode.LEGS_OUT_OF_ORDER]: 'Each flight must leave on or after the day of the one before.',
  [FlightSearchErrorCode.TOO_MANY_TRAVELLERS]: 'A booking can hold at most 9 adults and children.',
  [FlightSearchErrorCode.INFANTS_OVER_ADULTS]:
    'Each infant needs an adult’s lap: no more infants than adults.',
}

/**
 * GET /i/api/catalogue/v1/flights/search (decision 071): the offers of a search in the visitor's
 * currency (asked, else the page's), filtered, counted and sorted on the server. Generating is the
 * costly part, so the limit is per address; the answer depends on the visitor's currency cookie, so it
 * is cached by the browser only.
 */
export async function flightSearchRoutes(app: FastifyInstance) {
  const { flights, flightCalendar, places, policies } = app.services
  const { currencyOf, answering } = searchAnswers(
    FlightSearchErrorCode.SEARCH_INVALID,
    FlightSearchProblem,
    PROBLEMS,
  )
  /**
   * In business mode, the policy of the traveller the results are for (an arranger's traveller while
   * booking for them, decision 056); nobody else's verdicts are ever computed.
   */
  const policyJudge = async (groupSecret: string | null) => {
    const traveller = await policyTraveller(app, groupSecret)
    return traveller ? policies.flightJudge(traveller.companyId, traveller.travelerUserId) : null
  }

  route(app, api.flights, async (request, reply) => {
    const query = request.query
    const currency = currencyOf(query.currency, request.currency)
    const judge = await policyJudge(request.groupSecret)
    const result = answering(() => flights.search(query, currency, searchToday(), judge ?? undefined))
    reply.header('cache-control', searchCacheControl(judge !== null))
    return presentFlightSearch(result, query, request.site.locale, places)
  })
  route(app, api.flightCalendar, async (request, reply) => {
    const query = request.query
    const currency = currencyOf(query.currency, request.currency)
    const answer = answering(() => flightCalendar.calendar(query, currency, searchToday()))
    reply.header('cache-control', 'private, max-age=900')
    return answer
  })
}
