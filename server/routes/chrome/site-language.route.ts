import type { FastifyInstance } from 'fastify'
import { chromeEndpoints as api } from '../../../shared/chrome/chrome-endpoints.ts'
import { businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'

/**
 * Spec section 7: a business member's language. Any member acting for their company may choose it
 * (`permissions: []`); it is kept on the business profile and the page follows it (decision 025).
 */
export async function siteLanguageRoutes(app: FastifyInstance) {
  route(app, api.businessSetLanguage, async (request, reply) => {
    const session = businessSessionOf(request)
    const localeCode = await app.services.sitePreferences.setBusinessLocale(session, request.body.localeCode)
    reply.header('cache-control', 'no-store')
    return { localeCode }
  })
}
