import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import {
  REPORTING_FIELDS_API as API,
  REPORTING_FIELDS_REQUIREMENT as business,
  ReportingFieldErrorCode as E,
  REPORTING_FIELDS_ROUTES,
} from './reporting-fields-contract.ts'
import {
  ZReportingFieldDeleteResponseSchema,
  ZReportingFieldListResponseSchema,
  ZReportingFieldOrderSchema,
  ZReportingFieldParamsSchema,
  ZReportingFieldSaveSchema,
  ZReportingFieldSchema,
} from './reporting-fields-schemas.ts'

const rateLimit = RATE_LIMITS.write
const saveErrors = [E.REPORTING_FIELD_SETUP_INVALID, E.REPORTING_FIELD_KEY_TAKEN]

/** Trip reporting fields (decision 057): TRIP_REPORTING_FIELDS_MANAGEMENT with the feature on. */
export const reportingFieldsEndpoints = {
  fields: defineEndpoint({
    method: 'GET',
    path: API.fields,
    summary: "The company's trip reporting fields, in order",
    response: ZReportingFieldListResponseSchema,
    business,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: API.fields,
    summary: 'Adds a trip reporting field',
    body: ZReportingFieldSaveSchema,
    response: ZReportingFieldSchema,
    status: 201,
    business,
    rateLimit,
    errors: [...saveErrors, E.REPORTING_FIELD_LIMIT],
  }),
  order: defineEndpoint({
    method: 'PUT',
    path: API.order,
    summary: "Sets the trip reporting fields' order",
    body: ZReportingFieldOrderSchema,
    response: ZReportingFieldListResponseSchema,
    business,
    rateLimit,
    errors: [E.REPORTING_FIELD_SETUP_INVALID, E.REPORTING_FIELD_NOT_FOUND],
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: REPORTING_FIELDS_ROUTES.field,
    summary: 'Changes a trip reporting field',
    params: ZReportingFieldParamsSchema,
    body: ZReportingFieldSaveSchema,
    response: ZReportingFieldSchema,
    business,
    rateLimit,
    errors: [...saveErrors, E.REPORTING_FIELD_NOT_FOUND],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: REPORTING_FIELDS_ROUTES.field,
    summary: 'Deletes a trip reporting field',
    params: ZReportingFieldParamsSchema,
    response: ZReportingFieldDeleteResponseSchema,
    business,
    rateLimit,
    errors: [E.REPORTING_FIELD_NOT_FOUND],
  }),
}
