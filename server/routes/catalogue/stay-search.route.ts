import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import {
  STAY_SEARCH_LIMITS,
  StaySearchErrorCode,
  type TStaySearchErrorCode,
} from '../../../shared/catalogue/stay-search-contract.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentStayProperty, presentStaySearch } from '../../presenters/stay-search.presenter.ts'
import { StaySearchProblem } from '../../services/catalogue/stays/stay-search.service.ts'
import { searchAnswers, searchToday } from './search-answers.ts'
import { policyTraveller, searchCacheControl, searchPolicyJudge } from './search-policy-kit.ts'

/** For API callers; the results page says each in the visitor's language from its code. */
const PROBLEMS: Record<TStaySearchErrorCode, string> = {
  [StaySearchErrorCode.SEARCH_INVALID]: 'This search cannot be read.',
  [StaySearchErrorCode.PLACE_UNKNOWN]: 'The destination is not a city or airport we know.',
  [StaySearchErrorCode.DATE_INVALID]: 'One of the dates does not exist.',
  [StaySearchErrorCode.DATE_PAST]: 'The check-in date has already passed.',
  [StaySearchErrorCode.DATE_TOO_FAR]: `Stays can be searched up to ${STAY_SEARCH_LIMITS.daysAhead} days ahead.`,
  [StaySearchErrorCode.CHECKOUT_NOT_AFTER_CHECKIN]: 'Check-out must be at least one night after check-in.',
  [StaySearchErrorCode.TOO_MANY_NIGHTS]: `A stay can be at most ${STAY_SEARCH_LIMITS.maxNights} nights.`,
  [StaySearchErrorCode.ROOMS_OVER_ADULTS]: 'Each room needs at least one adult.',
  [StaySearchErrorCode.PROPERTY_NOT_FOUND]: 'There is no such property.',
  [StaySearchErrorCode.TOO_MANY_PER_ROOM]: `A room holds at most ${STAY_SEARCH_LIMITS.adultsPerRoom} adults: add a room.`,
  [StaySearchErrorCode.ROOMS_NOT_ALLOWED]: 'Your company books one room at a time: search for one room.',
}

/**
 * GET /i/api/catalogue/v1/hotels/search (decision 081): a city's properties for a stay in the visitor's
 * currency (asked, else the page's), filtered, counted and sorted on the server. Generating and pricing
 * is the costly part, so the limit is per address; the answer depends on the currency cookie, so it is
 * cached by the browser only. GET …/hotels/properties/:propertyId: one property's rooms and rates for a
 * stay (its page).
 */
export async function staySearchRoutes(app: FastifyInstance) {
  const { stays, companyTravel } = app.services
  const { currencyOf, answering } = searchAnswers(
    StaySearchErrorCode.SEARCH_INVALID,
    StaySearchProblem,
    PROBLEMS,
  )

  /**
   * A company that books one room at a time is searched for one room (decision 112): its checkout would
   * refuse more, and Concur and Navan apply the setting to the hotel search itself.
   */
  async function refuseRoomsOverCap(groupSecret: string | null, rooms: number) {
    if (rooms <= 1) return
    const traveller = await policyTraveller(app, groupSecret)
    if (traveller && !(await companyTravel.travelSettings.multiRoom(traveller.companyId)).enabled)
      throw new HttpError(400, StaySearchErrorCode.ROOMS_NOT_ALLOWED, PROBLEMS.STAY_ROOMS_NOT_ALLOWED)
  }

  route(app, api.hotels, async (request, reply) => {
    const query = request.query
    await refuseRoomsOverCap(request.groupSecret, query.rooms)
    const currency = currencyOf(query.currency, request.currency)
    // In business mode, the traveller's hotel policy judges the rates shown (decision 085).
    const judge = await searchPolicyJudge(app, request.groupSecret, 'hotel')
    const result = answering(() => stays.search(query, currency, searchToday(), judge ?? undefined))
    reply.header('cache-control', searchCacheControl(judge !== null))
    return presentStaySearch(result, request.site.locale)
  })

  route(app, api.property, async (request, reply) => {
    const { propertyId } = request.params
    const query = request.query
    await refuseRoomsOverCap(request.groupSecret, query.rooms)
    const currency = currencyOf(query.currency, request.currency)
    const result = answering(() => stays.property(propertyId, query, currency, searchToday()))
    if (!result)
      throw new HttpError(404, StaySearchErrorCode.PROPERTY_NOT_FOUND, PROBLEMS.STAY_PROPERTY_NOT_FOUND)
    reply.header('cache-control', 'private, max-age=300')
    return presentStayProperty(result, request.site.locale)
  })
}
