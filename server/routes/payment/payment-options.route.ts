import type { FastifyInstance, FastifyRequest } from 'fastify'
import { paymentEndpoints as api } from '../../../shared/business/payment-endpoints.ts'
import { actorOf, auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { PaymentCaller } from '../../services/payment/payment-options.service.ts'
import { noStore } from '../reply-helpers.ts'

function callerOf(request: FastifyRequest): PaymentCaller {
  const session = businessSessionOf(request)
  return {
    actor: auditActorOf(session),
    plan: session.business.plan,
    permissions: session.business.permissions,
  }
}

/** Payment options (decision 057): the company's cards and invoice, and each traveller's own cards. */
export async function paymentOptionsRoutes(app: FastifyInstance) {
  const payment = app.services.companyTravel.payment
  noStore(app)

  route(app, api.options, async (request) => payment.options(callerOf(request)))
  route(app, api.addCompanyCard, async (request) => payment.addCompanyCard(callerOf(request), request.body))
  route(app, api.removeCompanyCard, async (request) => {
    await payment.removeCompanyCard(callerOf(request), request.params.id)
    return { deleted: true as const }
  })
  route(app, api.setInvoice, async (request) => payment.setInvoice(callerOf(request), request.body.enabled))
  route(app, api.myCards, async (request) => payment.myCards(actorOf(request)))
  route(app, api.addMyCard, async (request) => payment.addMyCard(actorOf(request), request.body))
  route(app, api.removeMyCard, async (request) => {
    await payment.removeMyCard(actorOf(request), request.params.id)
    return { deleted: true as const }
  })
}
