import type { FastifyInstance } from 'fastify'
import { siteServicesEndpoints as api } from '../../../shared/site-services/site-services-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentFeedback } from '../../presenters/site-services.presenter.ts'

/** Our feedback widget's call (decision 050): anyone may send; the form token and a per-IP limit guard it. */
export async function feedbackRoutes(app: FastifyInstance) {
  const { feedback } = app.services.siteServices
  route(app, api.feedback, async (request, reply) => {
    const session = await app.services.authState.sessionFor(request.groupSecret)
    const row = await feedback.submit(
      { userId: session?.userId ?? null, brand: request.brand.id, site: request.site.site },
      request.body,
    )
    reply.header('cache-control', 'no-store')
    return presentFeedback(row)
  })
}
