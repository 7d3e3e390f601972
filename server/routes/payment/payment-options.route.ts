import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  PAYMENT_API,
  PAYMENT_MANAGE,
  PAYMENT_ROUTES,
  PAYMENT_VIEW,
} from '../../../shared/business/payment-contract.ts'
import {
  ZCardParamsSchema,
  ZCardReferenceSchema,
  ZCompanyCardCreateSchema,
  ZInvoiceSettingSchema,
} from '../../../shared/business/payment-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import type { PaymentCaller } from '../../services/payment/payment-options.service.ts'
import { noStore } from '../account/account-services.ts'

const WRITE_LIMIT = { max: 30, timeWindow: 60_000 }
const VIEW = { permissions: PAYMENT_VIEW } as const
// On Business Plus and above the service asks company settings management as well (decision 057).
const MANAGE = { permissions: PAYMENT_MANAGE } as const
const MEMBER = { permissions: [] } as const

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

  app.get(PAYMENT_API.options, { config: { business: VIEW } }, async (request) =>
    payment.options(callerOf(request)),
  )

  app.post(
    PAYMENT_API.companyCards,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request, reply) => {
      const caller = callerOf(request)
      const body = ZCompanyCardCreateSchema.parse(request.body)
      return reply.code(201).send(await payment.addCompanyCard(caller, body))
    },
  )

  app.delete(
    PAYMENT_ROUTES.companyCard,
    { config: { business: MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const caller = callerOf(request)
      const { id } = ZCardParamsSchema.parse(request.params)
      await payment.removeCompanyCard(caller, id)
      return { deleted: true }
    },
  )

  app.put(PAYMENT_API.invoice, { config: { business: MANAGE, rateLimit: WRITE_LIMIT } }, async (request) => {
    const caller = callerOf(request)
    const { enabled } = ZInvoiceSettingSchema.parse(request.body)
    return payment.setInvoice(caller, enabled)
  })

  // A traveller's own cards: any member, within what the company's account permissions allow.
  app.get(PAYMENT_API.myCards, { config: { business: MEMBER } }, async (request) =>
    payment.myCards(auditActorOf(businessSessionOf(request))),
  )

  app.post(
    PAYMENT_API.myCards,
    { config: { business: MEMBER, rateLimit: WRITE_LIMIT } },
    async (request, reply) => {
      const actor = auditActorOf(businessSessionOf(request))
      const body = ZCardReferenceSchema.parse(request.body)
      return reply.code(201).send(await payment.addMyCard(actor, body))
    },
  )

  app.delete(
    PAYMENT_ROUTES.myCard,
    { config: { business: MEMBER, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const actor = auditActorOf(businessSessionOf(request))
      const { id } = ZCardParamsSchema.parse(request.params)
      await payment.removeMyCard(actor, id)
      return { deleted: true }
    },
  )
}
