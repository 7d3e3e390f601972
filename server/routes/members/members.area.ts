import type { FastifyInstance } from 'fastify'
import { invitationHubRoutes } from './invitation-hub.route.ts'
import { invitationRoutes } from './invitations.route.ts'
import { memberImportRoutes } from './member-import.route.ts'
import { memberLifecycleRoutes } from './member-lifecycle.route.ts'

/** The members area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function membersArea(app: FastifyInstance) {
  await app.register(invitationRoutes)
  await app.register(invitationHubRoutes)
  await app.register(memberLifecycleRoutes)
  await app.register(memberImportRoutes)
}
