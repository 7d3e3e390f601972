import type { FastifyInstance } from 'fastify'
import { chromeEndpoints as api } from '../../../shared/chrome/chrome-endpoints.ts'
import {
  catalogueVerticalOf,
  convertSearchUrl,
  FriendlyUrlErrorCode,
} from '../../../shared/chrome/friendly-search-url.ts'
import { homePlaceOf } from '../../../shared/trips/home-places.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'

const STATUS: Record<string, number> = {
  [FriendlyUrlErrorCode.UNSUPPORTED_VERTICAL]: 400,
  [FriendlyUrlErrorCode.SEARCH_URL_INVALID]: 400,
  [FriendlyUrlErrorCode.NOT_CONVERTIBLE]: 422,
}

const DESCRIPTION: Record<string, string> = {
  [FriendlyUrlErrorCode.UNSUPPORTED_VERTICAL]: 'originalVertical, conversionVertical: no results pages.',
  [FriendlyUrlErrorCode.SEARCH_URL_INVALID]: 'searchUrlToConvert: not a results page of originalVertical.',
  [FriendlyUrlErrorCode.NOT_CONVERTIBLE]: 'This search has no counterpart in conversionVertical.',
}

/** Spec sections 4 and 7: a results page's URL in another vertical (decision 048). */
export async function friendlySearchUrlRoutes(app: FastifyInstance) {
  const enabled = new Set(app.config.friendlyUrlVerticals)

  for (const endpoint of [api.friendlySearchUrl, api.friendlySearchUrlPlain]) {
    route(app, endpoint, async (request, reply) => {
      const input = request.body
      // Off unless configured for both verticals, as the navigation only asks then.
      const known = [input.originalVertical, input.conversionVertical].every(
        (v) => catalogueVerticalOf(v) !== null,
      )
      if (known && !(enabled.has(input.originalVertical) && enabled.has(input.conversionVertical)))
        throw new HttpError(404, FriendlyUrlErrorCode.FRIENDLY_URL_DISABLED, 'Friendly URLs are off here.')
      const out = convertSearchUrl(
        input.originalVertical,
        input.conversionVertical,
        input.searchUrlToConvert,
        homePlaceOf(request.site.countryCode),
      )
      if (!out.ok) throw new HttpError(STATUS[out.code] ?? 400, out.code, DESCRIPTION[out.code] ?? out.code)
      reply.header('cache-control', 'no-store')
      return { convertedUrl: out.convertedUrl }
    })
  }
}
