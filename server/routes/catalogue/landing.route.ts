import type { FastifyInstance } from 'fastify'
import { isoDay } from '../../../shared/calendar-days.ts'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'

const today = () => isoDay(new Date())

/**
 * GET /i/api/catalogue/v1/landing (issue 27 item 2): a landing page's content for a page the browser
 * opened inside the app (the server embeds it in the page it renders). Public, the same for everyone
 * with the same query: browsers and caches may keep it for an hour.
 */
export async function landingRoutes(app: FastifyInstance) {
  const landing = app.services.landing
  route(app, api.landing, async (request, reply) => {
    const query = request.query
    const answer = landing.landing(
      query.kind,
      query.slug,
      query.currency ?? request.site.currency,
      query.locale ?? request.site.locale,
      today(),
    )
    if (!answer) throw new HttpError(404, ErrorCode.NOT_FOUND, 'No such page.')
    reply.header('cache-control', 'public, max-age=3600')
    return answer
  })
}
