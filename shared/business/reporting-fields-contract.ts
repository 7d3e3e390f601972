/*
 * Trip reporting fields (issue 9, decision 057): cost centre, project and custom fields asked at the
 * business checkout, each required or optional, free text or a value list, in the company's order.
 * Paths, limits and codes without zod.
 */
import { codes } from '../code-table.ts'
import type { TFeature, TPermission } from '../permissions.ts'

const COMPANY = '/i/api/business/company/v1'

export const REPORTING_FIELDS_API = {
  /** GET the company's fields in order; POST creates one. */
  fields: `${COMPANY}/tripReportingFields`,
  field: (id: string) => `${COMPANY}/tripReportingFields/${encodeURIComponent(id)}`,
  /** PUT {ids}: the fields' order. */
  order: `${COMPANY}/tripReportingFields/order`,
} as const

export const REPORTING_FIELDS_ROUTES = { field: `${COMPANY}/tripReportingFields/:id` } as const

export const REPORTING_FIELDS_REQUIREMENT: {
  permissions: readonly TPermission[]
  features: readonly TFeature[]
} = { permissions: ['TRIP_REPORTING_FIELDS_MANAGEMENT'], features: ['TRIP_REPORTING_FIELDS'] }

export const REPORTING_FIELD_KINDS = ['costCenter', 'project', 'custom'] as const
export type TReportingFieldKind = (typeof REPORTING_FIELD_KINDS)[number]
export const REPORTING_FIELD_INPUTS = ['text', 'list'] as const
export type TReportingFieldInput = (typeof REPORTING_FIELD_INPUTS)[number]

export const REPORTING_FIELD_LIMITS = {
  labelMaxLength: 80,
  optionMaxLength: 100,
  optionsMax: 200,
  /** As many as the checkout takes (CHECKOUT_LIMITS.reportingFieldsMax). */
  fieldsPerCompany: 30,
} as const

export const ReportingFieldErrorCode = codes(
  'REPORTING_FIELD_NOT_FOUND',
  'REPORTING_FIELD_SETUP_INVALID',
  'REPORTING_FIELD_KEY_TAKEN',
  'REPORTING_FIELD_LIMIT',
)
