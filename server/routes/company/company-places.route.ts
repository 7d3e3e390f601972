import type { FastifyInstance } from 'fastify'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import {
  ZEntityRequestSchema,
  ZIdParamsSchema,
  ZOfficeRequestSchema,
} from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { presentEntity, presentOffice } from '../../presenters/company-settings.presenter.ts'
import { noStore } from '../account/account-services.ts'
import { MANAGE_COMPANY } from './company-general.route.ts'

/** Offices and legal entities: list, create, update, delete; ids only ever select within the company. */
export async function companyPlaceRoutes(app: FastifyInstance) {
  const { offices, entities } = app.services.company
  noStore(app)
  const config = { business: MANAGE_COMPANY }

  // Any member may see the offices (a member picks theirs); entities carry billing details: admins only.
  app.get(COMPANY_SETTINGS_API.offices, { config: { business: { permissions: [] } } }, async (request) => {
    const rows = await offices.list(businessSessionOf(request).business.companyId)
    return { offices: rows.map(presentOffice) }
  })
  app.post(COMPANY_SETTINGS_API.offices, { config }, async (request, reply) => {
    const input = ZOfficeRequestSchema.parse(request.body)
    const row = await offices.create(auditActorOf(businessSessionOf(request)), input)
    reply.code(201)
    return presentOffice(row)
  })
  app.put(COMPANY_SETTINGS_API.office, { config }, async (request) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    const input = ZOfficeRequestSchema.parse(request.body)
    return presentOffice(await offices.update(auditActorOf(businessSessionOf(request)), id, input))
  })
  app.delete(COMPANY_SETTINGS_API.office, { config }, async (request, reply) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    await offices.remove(auditActorOf(businessSessionOf(request)), id)
    return reply.code(204).send()
  })

  app.get(COMPANY_SETTINGS_API.entities, { config }, async (request) => {
    const rows = await entities.list(businessSessionOf(request).business.companyId)
    return { entities: rows.map(presentEntity) }
  })
  app.post(COMPANY_SETTINGS_API.entities, { config }, async (request, reply) => {
    const input = ZEntityRequestSchema.parse(request.body)
    const row = await entities.create(auditActorOf(businessSessionOf(request)), input)
    reply.code(201)
    return presentEntity(row)
  })
  app.put(COMPANY_SETTINGS_API.entity, { config }, async (request) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    const input = ZEntityRequestSchema.parse(request.body)
    return presentEntity(await entities.update(auditActorOf(businessSessionOf(request)), id, input))
  })
  app.delete(COMPANY_SETTINGS_API.entity, { config }, async (request, reply) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    await entities.remove(auditActorOf(businessSessionOf(request)), id)
    return reply.code(204).send()
  })
}
