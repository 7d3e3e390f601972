import type { FastifyInstance } from 'fastify'
import { MEMBERS_LIMITS } from '../../../shared/business/members-contract.ts'
import { membersEndpoints as api } from '../../../shared/business/members-endpoints.ts'
import { route } from '../../plugins/endpoints.ts'
import type { MembersServices } from '../../services/members/members-services.ts'
import { mailContext } from '../auth/auth-reply.ts'
import { hubActorOf } from './members-route-kit.ts'

/** The CSV import: a JSON body holding the file's text, a dry run first, then the same file for real. */
export async function memberImportRoutes(app: FastifyInstance, { members }: { members: MembersServices }) {
  route(
    app,
    api.importCsv,
    async (request, reply) => {
      const answer = await members.importer.importCsv(
        hubActorOf(request),
        request.body,
        mailContext(app, request),
      )
      reply.header('cache-control', 'no-store')
      return answer
    },
    // The file's text plus JSON escaping; anything larger is refused with 413 before parsing.
    { bodyLimit: MEMBERS_LIMITS.importMaxBytes * 2 },
  )
}
