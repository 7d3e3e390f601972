import type { FastifyInstance } from 'fastify'
import type { TBusinessRequirement } from '../../../shared/business/business-access.ts'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import {
  ZEntityRequestSchema,
  ZIdParamsSchema,
  ZOfficeRequestSchema,
} from '../../../shared/business/company-settings-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { presentEntity, presentOffice } from '../../presenters/company-settings.presenter.ts'
import type { CompanyPlaceService } from '../../services/company/company-places.service.ts'
import { noStore } from '../account/account-services.ts'
import { MANAGE_COMPANY } from './company-general.route.ts'

interface PlaceKind<Input, Row> {
  /** The list's path, and its key in the list's response. */
  listPath: string
  listKey: 'offices' | 'entities'
  itemPath: string
  /** Who may read the list; writing always takes MANAGE_COMPANY. */
  readers: TBusinessRequirement
  request: { parse(body: unknown): Input }
  service: CompanyPlaceService<Input, Row>
  present(row: Row): unknown
}

/** One kind of place: list, create, update, delete. */
function placeRoutes<Input, Row>(app: FastifyInstance, kind: PlaceKind<Input, Row>) {
  const config = { business: MANAGE_COMPANY }
  app.get(kind.listPath, { config: { business: kind.readers } }, async (request) => {
    const rows = await kind.service.list(businessSessionOf(request).business.companyId)
    return { [kind.listKey]: rows.map((row) => kind.present(row)) }
  })
  app.post(kind.listPath, { config }, async (request, reply) => {
    const input = kind.request.parse(request.body)
    const row = await kind.service.create(auditActorOf(businessSessionOf(request)), input)
    reply.code(201)
    return kind.present(row)
  })
  app.put(kind.itemPath, { config }, async (request) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    const input = kind.request.parse(request.body)
    return kind.present(await kind.service.update(auditActorOf(businessSessionOf(request)), id, input))
  })
  app.delete(kind.itemPath, { config }, async (request, reply) => {
    const { id } = ZIdParamsSchema.parse(request.params)
    await kind.service.remove(auditActorOf(businessSessionOf(request)), id)
    return reply.code(204).send()
  })
}

/** Offices and legal entities: list, create, update, delete; ids only ever select within the company. */
export async function companyPlaceRoutes(app: FastifyInstance) {
  const { offices, entities } = app.services.company
  noStore(app)
  // Any member may see the offices (a member picks theirs); entities carry billing details: admins only.
  placeRoutes(app, {
    listPath: COMPANY_SETTINGS_API.offices,
    listKey: 'offices',
    itemPath: COMPANY_SETTINGS_API.office,
    readers: { permissions: [] },
    request: ZOfficeRequestSchema,
    service: offices,
    present: presentOffice,
  })
  placeRoutes(app, {
    listPath: COMPANY_SETTINGS_API.entities,
    listKey: 'entities',
    itemPath: COMPANY_SETTINGS_API.entity,
    readers: MANAGE_COMPANY,
    request: ZEntityRequestSchema,
    service: entities,
    present: presentEntity,
  })
}
