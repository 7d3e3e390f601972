import type { FastifyInstance } from 'fastify'
import { siteServicesEndpoints as api } from '../../../shared/site-services/site-services-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import { presentPriceAlert, presentPriceAlertList } from '../../presenters/site-services.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { signedIn, signedInSession } from '../signed-in.ts'

/** The signed-in user's price alerts (decision 050); another user's alert answers 404. */
export async function priceAlertRoutes(app: FastifyInstance) {
  const { priceAlerts } = app.services.siteServices
  noStore(app)
  const session = signedIn(app)

  route(
    app,
    api.priceAlerts,
    async (request) => presentPriceAlertList(await priceAlerts.list(signedInSession(request))),
    session,
  )

  route(
    app,
    api.createPriceAlert,
    async (request) =>
      presentPriceAlert(await priceAlerts.create(signedInSession(request), request.body.searchPath)),
    session,
  )

  route(
    app,
    api.priceAlertSettings,
    async (request) => ({
      emailEnabled: await priceAlerts.setEmailEnabled(signedInSession(request), request.body.emailEnabled),
    }),
    session,
  )

  route(
    app,
    api.removePriceAlert,
    async (request) => {
      await priceAlerts.remove(signedInSession(request), request.params.priceAlertId)
    },
    session,
  )
}
