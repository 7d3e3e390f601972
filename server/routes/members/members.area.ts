import type { FastifyInstance } from 'fastify'
import type { Services } from '../../services/index.ts'
import { createMembersServices, type MembersServices } from '../../services/members/members-services.ts'
import { invitationHubRoutes } from './invitation-hub.route.ts'
import { invitationRoutes } from './invitations.route.ts'
import { memberImportRoutes } from './member-import.route.ts'
import { memberLifecycleRoutes } from './member-lifecycle.route.ts'

/** People's lifecycle (decision 037) from the shared parts: invitations, guests, deactivation, the import. */
export function membersServicesOf(services: Services): MembersServices {
  const { data, audit, mail, sessionEvictions, sessions } = services
  return createMembersServices({
    invitations: data.invitations,
    members: data.members,
    data,
    audit,
    mail,
    evictions: sessionEvictions,
    enterBusinessMode: (session) => sessions.switchTo(session, session.sessionId, true),
  })
}

/** The members area (issue 28 item 2): builds its services and hands them to its routes. */
export async function membersArea(app: FastifyInstance) {
  const members = membersServicesOf(app.services)
  await app.register(invitationRoutes, { members })
  await app.register(invitationHubRoutes, { members })
  await app.register(memberLifecycleRoutes, { members })
  await app.register(memberImportRoutes, { members })
}
