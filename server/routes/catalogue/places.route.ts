import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentPlace } from '../../presenters/place.presenter.ts'

/**
 * GET /i/api/catalogue/v1/places (decision 070): public suggestions, the same for everyone with the
 * same query, so browsers and caches may keep them for an hour. A keystroke is a request: the limit is
 * generous, and only stops a script from walking the whole list.
 */
export async function placesRoutes(app: FastifyInstance) {
  const places = app.services.places
  route(app, api.places, async (request, reply) => {
    const query = request.query
    const locale = query.locale ?? request.site.locale
    reply.header('cache-control', 'public, max-age=3600')
    return { places: places.suggest(query.q, query.limit).map((p) => presentPlace(p, locale)) }
  })
}
