import type { FastifyInstance } from 'fastify'
import {
  PRICE_ALERT_LIMITS,
  SITE_SERVICES_API,
  SITE_SERVICES_ROUTES,
} from '../../../shared/site-services/site-services-contract.ts'
import {
  ZPriceAlertCreateRequestSchema,
  ZPriceAlertIdParamsSchema,
  ZPriceAlertSettingsRequestSchema,
} from '../../../shared/site-services/site-services-schemas.ts'
import { presentPriceAlert, presentPriceAlertList } from '../../presenters/site-services.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { requireSession } from '../require-session.ts'

/** The signed-in user's price alerts (decision 050); another user's alert answers 404. */
export async function priceAlertRoutes(app: FastifyInstance) {
  const { priceAlerts } = app.services.siteServices
  noStore(app)
  const limited = { config: { rateLimit: PRICE_ALERT_LIMITS.rate } }

  app.get(SITE_SERVICES_API.priceAlerts, limited, async (request) => {
    const session = await requireSession(app, request)
    return presentPriceAlertList(await priceAlerts.list(session))
  })

  app.post(SITE_SERVICES_API.priceAlerts, limited, async (request, reply) => {
    const session = await requireSession(app, request)
    const { searchPath } = ZPriceAlertCreateRequestSchema.parse(request.body)
    return reply.code(201).send(presentPriceAlert(await priceAlerts.create(session, searchPath)))
  })

  app.put(SITE_SERVICES_API.priceAlertSettings, limited, async (request) => {
    const session = await requireSession(app, request)
    const { emailEnabled } = ZPriceAlertSettingsRequestSchema.parse(request.body)
    return { emailEnabled: await priceAlerts.setEmailEnabled(session, emailEnabled) }
  })

  app.delete(SITE_SERVICES_ROUTES.priceAlert, limited, async (request, reply) => {
    const session = await requireSession(app, request)
    const { priceAlertId } = ZPriceAlertIdParamsSchema.parse(request.params)
    await priceAlerts.remove(session, priceAlertId)
    return reply.code(204).send()
  })
}
