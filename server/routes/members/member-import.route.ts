import type { FastifyInstance } from 'fastify'
import { MEMBERS_API, MEMBERS_LIMITS } from '../../../shared/business/members-contract.ts'
import { ZImportRequestSchema } from '../../../shared/business/members-schemas.ts'
import { hubActorOf, MEMBERS_REQUIREMENTS, mailOf } from './members-route-kit.ts'

/** The CSV import: a JSON body holding the file's text, a dry run first, then the same file for real. */
export async function memberImportRoutes(app: FastifyInstance) {
  app.post(
    MEMBERS_API.importCsv,
    {
      // The file's text plus JSON escaping; anything larger is refused with 413 before parsing.
      bodyLimit: MEMBERS_LIMITS.importMaxBytes * 2,
      config: { business: MEMBERS_REQUIREMENTS.importCsv, rateLimit: { max: 10, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const actor = hubActorOf(request)
      const body = ZImportRequestSchema.parse(request.body ?? {})
      const answer = await app.services.members.importer.importCsv(actor, body, mailOf(app, request))
      reply.header('cache-control', 'no-store')
      return answer
    },
  )
}
