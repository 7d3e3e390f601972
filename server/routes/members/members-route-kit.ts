import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TBusinessRequirement } from '../../../shared/business/business-access.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import type { HubActor, MailContext } from '../../services/members/members-deps.ts'
import { mailContext } from '../auth/auth-reply.ts'

/** The spec's user permissions (section 6) each of the lifecycle's calls asks for (decision 037). */
export const MEMBERS_REQUIREMENTS = {
  /** Guests alone need USER_GUEST_INVITE; the service keeps those holders to guest invitations. */
  invite: { permissions: ['USER_INVITE', 'USER_GUEST_INVITE'], features: ['ADD_USERS'] },
  invitations: { permissions: ['USER_INVITE', 'USER_GUEST_INVITE'] },
  /** Updating existing members' roles and state in bulk is user management. */
  importCsv: { permissions: ['USER_MANAGEMENT'], features: ['ADD_USERS'] },
  lifecycle: { permissions: ['USER_MANAGEMENT'] },
  /** USER_GUEST_DELETE covers one's own sponsored guests (checked by the service). */
  removeGuest: { permissions: ['USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL'] },
  updateGuest: { permissions: ['GUEST_MANAGEMENT'] },
} as const satisfies Record<string, TBusinessRequirement>

/** The member acting, as the services want them: audit identity plus their role's permissions. */
export function hubActorOf(request: FastifyRequest): HubActor {
  const session = businessSessionOf(request)
  return { ...auditActorOf(session), permissions: session.business.permissions }
}

export function mailOf(app: FastifyInstance, request: FastifyRequest): MailContext {
  return mailContext(app, request)
}
