import type { FastifyRequest } from 'fastify'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import type { HubActor } from '../../services/members/members-deps.ts'

/** Where the lifecycle's requirements are declared; the hub's page access reads them from here. */
export { MEMBERS_REQUIREMENTS } from '../../../shared/business/members-contract.ts'

/** The member acting, as the services want them: audit identity plus their role's permissions. */
export function hubActorOf(request: FastifyRequest): HubActor {
  const session = businessSessionOf(request)
  return { ...auditActorOf(session), permissions: session.business.permissions }
}
