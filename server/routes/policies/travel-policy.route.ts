import type { FastifyInstance, FastifyRequest } from 'fastify'
import { POLICY_MANAGE, POLICY_ROUTES, PolicyErrorCode } from '../../../shared/business/policy-contract.ts'
import {
  ZPolicySaveRequestSchema,
  ZSimulateRequestSchema,
  ZSortOrderSchema,
} from '../../../shared/business/policy-schemas.ts'
import { POLICY_VERTICALS } from '../../../shared/business/policy-verticals.ts'
import { ZSearchParamsSchema } from '../../../shared/trips/catalogue-schemas.ts'
import { HttpError } from '../../http-error.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import type { PolicyCaller } from '../../services/policies/travel-policy.service.ts'
import { noStore } from '../account/account-services.ts'
import { searchOf } from '../trips/catalogue.route.ts'

const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }
/** Each simulation reads up to 2,000 bookings: a few a minute are plenty for a draft being edited. */
const SIMULATE_LIMIT = { max: 20, timeWindow: 60_000 }
/** Any member: the verdicts are their own (or their traveller's); badges show with TRAVEL_POLICY_BADGES. */
const MEMBER = { permissions: [] } as const

function verticalOf(params: unknown) {
  const vertical = (params as { vertical?: unknown }).vertical
  const found = POLICY_VERTICALS.find((v) => v === vertical)
  if (!found) throw new HttpError(404, PolicyErrorCode.POLICY_VERTICAL_NOT_FOUND, 'No such policy.')
  return found
}

function callerOf(request: FastifyRequest): PolicyCaller {
  const session = businessSessionOf(request)
  return { actor: auditActorOf(session), features: session.business.features }
}

/**
 * Travel policies (decision 054): read and save a vertical's policy by section, simulate a draft on
 * the last 90 days' bookings, the company's results order, and the verdicts a results page shows.
 */
export async function travelPolicyRoutes(app: FastifyInstance) {
  const policies = app.services.policies
  noStore(app)

  app.get(POLICY_ROUTES.policy, { config: { business: POLICY_MANAGE } }, async (request) => {
    const vertical = verticalOf(request.params)
    return policies.get(businessSessionOf(request).business.companyId, vertical)
  })

  app.put(
    POLICY_ROUTES.policy,
    { config: { business: POLICY_MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const caller = callerOf(request)
      const vertical = verticalOf(request.params)
      const body = ZPolicySaveRequestSchema.parse(request.body)
      return policies.save(caller, vertical, body)
    },
  )

  app.post(
    POLICY_ROUTES.simulate,
    { config: { business: POLICY_MANAGE, rateLimit: SIMULATE_LIMIT } },
    async (request) => {
      const caller = callerOf(request)
      const vertical = verticalOf(request.params)
      const draft = ZSimulateRequestSchema.parse(request.body)
      return policies.simulate(caller, vertical, draft)
    },
  )

  app.get(POLICY_ROUTES.sortOrder, { config: { business: POLICY_MANAGE } }, async (request) => ({
    sortOrder: await policies.sortOrder(businessSessionOf(request).business.companyId),
  }))

  app.post(
    POLICY_ROUTES.sortOrder,
    { config: { business: POLICY_MANAGE, rateLimit: WRITE_LIMIT } },
    async (request) => {
      const caller = callerOf(request)
      const order = ZSortOrderSchema.parse(request.body)
      return { sortOrder: await policies.saveSortOrder(caller, order) }
    },
  )

  app.get(
    POLICY_ROUTES.results,
    { config: { business: MEMBER, rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request) => {
      const session = businessSessionOf(request)
      const params = ZSearchParamsSchema.safeParse(request.params)
      if (!params.success)
        throw new HttpError(404, PolicyErrorCode.POLICY_VERTICAL_NOT_FOUND, 'No such policy.')
      const search = searchOf(params.data.vertical, request.query)
      // An arranger acting for a traveller sees the traveller's policy (the one their booking meets).
      const traveler = session.actingForUserId ?? session.userId
      return policies.results(session.business, traveler, search)
    },
  )
}
