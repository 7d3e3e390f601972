import type { FastifyInstance } from 'fastify'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import {
  ZIdParamsSchema,
  ZProgramCreateRequestSchema,
  ZProgramUpdateRequestSchema,
} from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { presentProgram } from '../../presenters/company-settings.presenter.ts'
import { noStore } from '../account/account-services.ts'

const business = { permissions: ['COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT'] } as const

/** Corporate memberships ("programs"): account numbers go in, only their last four come out. */
export async function companyProgramRoutes(app: FastifyInstance) {
  const programs = app.services.company.programs
  noStore(app)

  app.get(COMPANY_SETTINGS_API.programs, { config: { business } }, async (request) => {
    const rows = await programs.list(businessSessionOf(request).business.companyId)
    return { programs: rows.map(presentProgram) }
  })
  app.post(COMPANY_SETTINGS_API.programAdd, { config: { business } }, async (request, reply) => {
    const input = ZProgramCreateRequestSchema.parse(request.body)
    const row = await programs.create(auditActorOf(businessSessionOf(request)), input)
    reply.code(201)
    return presentProgram(row)
  })
  app.put(COMPANY_SETTINGS_API.program, { config: { business } }, async (request) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    const input = ZProgramUpdateRequestSchema.parse(request.body)
    return presentProgram(await programs.update(auditActorOf(businessSessionOf(request)), id, input))
  })
  app.delete(COMPANY_SETTINGS_API.program, { config: { business } }, async (request, reply) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    await programs.remove(auditActorOf(businessSessionOf(request)), id)
    return reply.code(204).send()
  })
}
