import type { FastifyInstance } from 'fastify'
import { siteServicesEndpoints as api } from '../../../shared/site-services/site-services-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentPriceAlert, presentPriceAlertList } from '../../presenters/site-services.presenter.ts'
import type { SiteServices } from '../../services/site-services/site-services.ts'
import { noStore } from '../reply-helpers.ts'
import { sessionFirst, sessionOf } from '../require-session.ts'

/** The signed-in user's price alerts (decision 050); another user's alert answers 404. */
export async function priceAlertRoutes(app: FastifyInstance, { site }: { site: SiteServices }) {
  const { priceAlerts } = site
  noStore(app)
  const session = sessionFirst(app)

  route(
    app,
    api.priceAlerts,
    async (request) => presentPriceAlertList(await priceAlerts.list(sessionOf(request))),
    session,
  )

  route(
    app,
    api.createPriceAlert,
    async (request) =>
      presentPriceAlert(await priceAlerts.create(sessionOf(request), request.body.searchPath)),
    session,
  )

  route(
    app,
    api.priceAlertSettings,
    async (request) => ({
      emailEnabled: await priceAlerts.setEmailEnabled(sessionOf(request), request.body.emailEnabled),
    }),
    session,
  )

  route(
    app,
    api.removePriceAlert,
    async (request) => {
      await priceAlerts.remove(sessionOf(request), request.params.priceAlertId)
    },
    session,
  )
}
