import type { FastifyInstance } from 'fastify'
import {
  REPORTING_FIELDS_API,
  REPORTING_FIELDS_REQUIREMENT,
  REPORTING_FIELDS_ROUTES,
} from '../../../shared/business/reporting-fields-contract.ts'
import {
  ZReportingFieldOrderSchema,
  ZReportingFieldParamsSchema,
  ZReportingFieldSaveSchema,
} from '../../../shared/business/reporting-fields-schemas.ts'
import { auditActorOf, businessSessionOf } from '../../plugins/business-access.ts'
import { noStore } from '../account/account-services.ts'

const WRITE_LIMIT = { max: 60, timeWindow: 60_000 }
const config = { business: REPORTING_FIELDS_REQUIREMENT }
const writeConfig = { ...config, rateLimit: WRITE_LIMIT }

/** Trip reporting fields (decision 057): TRIP_REPORTING_FIELDS_MANAGEMENT with the feature on. */
export async function reportingFieldsRoutes(app: FastifyInstance) {
  const fields = app.services.companyTravel.reportingFields
  noStore(app)

  app.get(REPORTING_FIELDS_API.fields, { config }, async (request) =>
    fields.list(businessSessionOf(request).business.companyId),
  )

  app.post(REPORTING_FIELDS_API.fields, { config: writeConfig }, async (request, reply) => {
    const actor = auditActorOf(businessSessionOf(request))
    const body = ZReportingFieldSaveSchema.parse(request.body)
    return reply.code(201).send(await fields.create(actor, body))
  })

  // Registered before :id so that "order" is never read as an id.
  app.put(REPORTING_FIELDS_API.order, { config: writeConfig }, async (request) => {
    const actor = auditActorOf(businessSessionOf(request))
    const { ids } = ZReportingFieldOrderSchema.parse(request.body)
    return fields.order(actor, ids)
  })

  app.put(REPORTING_FIELDS_ROUTES.field, { config: writeConfig }, async (request) => {
    const actor = auditActorOf(businessSessionOf(request))
    const { id } = ZReportingFieldParamsSchema.parse(request.params)
    const body = ZReportingFieldSaveSchema.parse(request.body)
    return fields.update(actor, id, body)
  })

  app.delete(REPORTING_FIELDS_ROUTES.field, { config: writeConfig }, async (request) => {
    const actor = auditActorOf(businessSessionOf(request))
    const { id } = ZReportingFieldParamsSchema.parse(request.params)
    await fields.remove(actor, id)
    return { deleted: true }
  })
}
