import type { FastifyInstance } from 'fastify'
import { FEEDBACK_LIMITS, SITE_SERVICES_API } from '../../../shared/site-services/site-services-contract.ts'
import { ZFeedbackRequestSchema } from '../../../shared/site-services/site-services-schemas.ts'
import { presentFeedback } from '../../presenters/site-services.presenter.ts'

/** Our feedback widget's call (decision 050): anyone may send; the form token and a per-IP limit guard it. */
export async function feedbackRoutes(app: FastifyInstance) {
  const { feedback } = app.services.siteServices
  app.post(
    SITE_SERVICES_API.feedback,
    { config: { rateLimit: FEEDBACK_LIMITS.rate } },
    async (request, reply) => {
      const session = await app.services.authState.sessionFor(request.groupSecret)
      const input = ZFeedbackRequestSchema.parse(request.body)
      const row = await feedback.submit(
        { userId: session?.userId ?? null, brand: request.brand.id, site: request.site.site },
        input,
      )
      return reply.code(201).header('cache-control', 'no-store').send(presentFeedback(row))
    },
  )
}
