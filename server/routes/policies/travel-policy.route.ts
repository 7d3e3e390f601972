import type { FastifyInstance, FastifyRequest } from 'fastify'
import { policyEndpoints as api } from '../../../shared/business/policy-endpoints.ts'
import { auditActorOf, businessSessionOf, companyOf } from '../../plugins/business-access.ts'
import { route } from '../../plugins/endpoints.ts'
import type { PolicyCaller } from '../../services/policies/travel-policy.service.ts'
import { noStore } from '../reply-helpers.ts'
import { searchOf } from '../trips/catalogue.route.ts'

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

  route(app, api.policy, async (request) => policies.get(companyOf(request), request.params.vertical))
  route(app, api.save, async (request) =>
    policies.save(callerOf(request), request.params.vertical, request.body),
  )
  route(app, api.simulate, async (request) =>
    policies.simulate(callerOf(request), request.params.vertical, request.body),
  )
  route(app, api.sortOrder, async (request) => ({
    sortOrder: await policies.sortOrder(companyOf(request)),
  }))
  route(app, api.saveSortOrder, async (request) => ({
    sortOrder: await policies.saveSortOrder(callerOf(request), request.body),
  }))
  route(app, api.results, async (request) => {
    const session = businessSessionOf(request)
    // The query's shape depends on the vertical: the catalogue's parser reads it (a failure is the common 400).
    const search = searchOf(request.params.vertical, request.query)
    // An arranger acting for a traveller sees the traveller's policy (the one their booking meets).
    const traveler = session.actingForUserId ?? session.userId
    return policies.results(session.business, traveler, search)
  })
}
