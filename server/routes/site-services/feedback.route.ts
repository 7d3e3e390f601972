import type { FastifyInstance } from 'fastify'
import { siteServicesEndpoints as api } from '../../../shared/site-services/site-services-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentFeedback } from '../../presenters/site-services.presenter.ts'
import type { SiteServices } from '../../services/site-services/site-services.ts'

/** Our feedback widget's call (decision 050): anyone may send; the form token and a per-IP limit guard it. */
export async function feedbackRoutes(app: FastifyInstance, { site }: { site: SiteServices }) {
  const { feedback } = site
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
