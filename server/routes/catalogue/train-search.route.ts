import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import {
  TRAIN_SEARCH_LIMITS,
  TrainSearchErrorCode,
  type TTrainSearchErrorCode,
} from '../../../shared/catalogue/train-search-contract.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentTrainSearch } from '../../presenters/train-search.presenter.ts'
import { TrainSearchProblem } from '../../services/catalogue/trains/train-search.service.ts'
import { searchAnswers, searchToday } from './search-answers.ts'
import { searchCacheControl, searchPolicyJudge } from './search-policy-kit.ts'

/** For API callers; the results page says each in the visitor's language from its code. */
const PROBLEMS: Record<TTrainSearchErrorCode, string> = {
  [TrainSearchErrorCode.SEARCH_INVALID]: 'This search cannot be read.',
  [TrainSearchErrorCode.PLACE_UNKNOWN]: 'One of the places is not a city we know.',
  [TrainSearchErrorCode.SAME_PLACE]: 'The place you leave from and the place you go to are the same.',
  [TrainSearchErrorCode.DATE_INVALID]: 'One of the dates does not exist.',
  [TrainSearchErrorCode.DATE_PAST]: 'One of the dates has already passed.',
  [TrainSearchErrorCode.DATE_TOO_FAR]: `Trains can be searched up to ${TRAIN_SEARCH_LIMITS.daysAhead} days ahead.`,
  [TrainSearchErrorCode.RETURN_BEFORE_DEPART]: 'The return is before the departure.',
}

/**
 * GET /i/api/catalogue/v1/trains/search (decision 082): a day's departures between two cities (and the
 * return day's), in the visitor's currency; no railway between them is a 200 with no offers and its
 * reason, so that the page can say so and offer flights.
 */
export async function trainSearchRoutes(app: FastifyInstance) {
  const { trains } = app.services
  const { currencyOf, answering } = searchAnswers(
    TrainSearchErrorCode.SEARCH_INVALID,
    TrainSearchProblem,
    PROBLEMS,
  )
  route(app, api.trains, async (request, reply) => {
    const query = request.query
    const currency = currencyOf(query.currency, request.currency)
    // In business mode, the traveller's train policy judges each fare (decision 085).
    const judge = await searchPolicyJudge(app, request.groupSecret, 'train')
    const result = answering(() => trains.search(query, currency, searchToday(), judge ?? undefined))
    reply.header('cache-control', searchCacheControl(judge !== null))
    return presentTrainSearch(result, request.site.locale)
  })
}
