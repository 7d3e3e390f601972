import type { FastifyInstance } from 'fastify'
import { PICKER_API } from '../../../shared/pickers/picker-contract.ts'
import {
  type TSetLanguageResponse,
  ZSetLanguageRequestSchema,
} from '../../../shared/pickers/picker-schemas.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'

/**
 * Spec section 7: a business member's language. Any member acting for their company may choose it
 * (`permissions: []`); it is kept on the business profile and the page follows it (decision 025).
 */
export async function siteLanguageRoutes(app: FastifyInstance) {
  app.post(
    PICKER_API.businessSetLanguage,
    { config: { business: { permissions: [] }, rateLimit: { max: 60, timeWindow: 60_000 } } },
    async (request, reply) => {
      const session = businessSessionOf(request)
      const input = ZSetLanguageRequestSchema.parse(request.body)
      const localeCode = await app.services.sitePreferences.setBusinessLocale(session, input.localeCode)
      reply.header('cache-control', 'no-store')
      const body: TSetLanguageResponse = { localeCode }
      return body
    },
  )
}
