import { containsPan } from '../../../shared/business/pan-detection.ts'
import {
  REPORTING_FIELD_LIMITS as LIMITS,
  ReportingFieldErrorCode as R,
} from '../../../shared/business/reporting-fields-contract.ts'
import type {
  TReportingField,
  TReportingFieldListResponse,
  TReportingFieldSaveRequest,
} from '../../../shared/business/reporting-fields-schemas.ts'
import { isSafeText } from '../../../shared/text-rules.ts'
import { HttpError } from '../../http-error.ts'
import type {
  ReportingFieldRepository,
  ReportingFieldValues,
} from '../../repositories/reporting-field.repository.ts'
import {
  type AuditActor,
  type BusinessAuditService,
  targetChange,
} from '../business/business-audit.service.ts'
import { isUniqueViolation } from '../company/company-errors.ts'
import { normalizedText } from '../normalized-text.ts'

export interface ReportingFieldsService {
  list(companyId: string): Promise<TReportingFieldListResponse>
  /** Each field's label by key, for reports that export bookings' reporting values. */
  labels(companyId: string): Promise<Record<string, string>>
  create(actor: AuditActor, request: TReportingFieldSaveRequest): Promise<TReportingField>
  update(actor: AuditActor, id: string, request: TReportingFieldSaveRequest): Promise<TReportingField>
  remove(actor: AuditActor, id: string): Promise<void>
  order(actor: AuditActor, ids: readonly string[]): Promise<TReportingFieldListResponse>
}

const invalid = (description: string) => new HttpError(400, R.REPORTING_FIELD_SETUP_INVALID, description)
const notFound = () => new HttpError(404, R.REPORTING_FIELD_NOT_FOUND, 'No such reporting field.')

function text(value: string, max: number, what: string): string {
  const clean = normalizedText(value)
  if (clean === '' || clean.length > max || !isSafeText(clean))
    throw invalid(`Give the ${what} up to ${max} characters.`)
  if (containsPan(clean)) throw invalid(`The ${what} looks like a card number.`)
  return clean
}

/** A field's setup, normalised: a list has at least one distinct value, free text has none. */
export function fieldValues(request: TReportingFieldSaveRequest): ReportingFieldValues {
  const options = [...new Set((request.options ?? []).map((o) => text(o, LIMITS.optionMaxLength, 'value')))]
  if (request.input === 'list' && options.length === 0)
    throw invalid('A value list needs at least one value.')
  return {
    key: request.key,
    label: text(request.label, LIMITS.labelMaxLength, 'label'),
    kind: request.kind,
    input: request.input,
    options: request.input === 'list' ? options : [],
    required: request.required,
    active: request.active ?? true,
  }
}

/** Trip reporting fields (decision 057): cost centre, project and custom fields, in order; audited. */
export function createReportingFieldsService(
  fields: ReportingFieldRepository,
  audit: Pick<BusinessAuditService, 'record'>,
): ReportingFieldsService {
  const keyTaken = () =>
    new HttpError(409, R.REPORTING_FIELD_KEY_TAKEN, 'Another field of your company has this key.')
  async function saved(companyId: string, id: string) {
    const row = await fields.find(companyId, id)
    if (!row) throw notFound()
    return row
  }
  async function write<T>(fn: () => Promise<T>) {
    try {
      return await fn()
    } catch (error) {
      if (isUniqueViolation(error)) throw keyTaken()
      throw error
    }
  }
  return {
    async list(companyId) {
      return { fields: await fields.list(companyId) }
    },
    async labels(companyId) {
      return Object.fromEntries((await fields.list(companyId)).map((f) => [f.key, f.label]))
    },
    async create(actor, request) {
      const values = fieldValues(request)
      const all = await fields.list(actor.companyId)
      if (all.length >= LIMITS.fieldsPerCompany)
        throw new HttpError(
          409,
          R.REPORTING_FIELD_LIMIT,
          `A company has at most ${LIMITS.fieldsPerCompany} fields.`,
        )
      if (all.some((f) => f.key === values.key)) throw keyTaken()
      const id = await write(() => fields.insert(actor.companyId, values))
      await audit.record(actor, targetChange('reportingField', 'create', id, values.label))
      return saved(actor.companyId, id)
    },
    async update(actor, id, request) {
      const values = fieldValues(request)
      const before = await saved(actor.companyId, id)
      const all = await fields.list(actor.companyId)
      if (all.some((f) => f.key === values.key && f.id !== id)) throw keyTaken()
      await write(() => fields.update(actor.companyId, id, values))
      await audit.record(
        actor,
        targetChange('reportingField', 'update', id, values.label, {
          before: { label: before.label, required: before.required, active: before.active },
        }),
      )
      return saved(actor.companyId, id)
    },
    async remove(actor, id) {
      const before = await saved(actor.companyId, id)
      await fields.remove(actor.companyId, id)
      await audit.record(actor, targetChange('reportingField', 'remove', id, before.label))
    },
    async order(actor, ids) {
      const all = await fields.list(actor.companyId)
      const known = new Set(all.map((f) => f.id))
      if (new Set(ids).size !== ids.length || ids.length !== all.length || !ids.every((id) => known.has(id)))
        throw invalid('List every field of your company once.')
      await fields.setPositions(actor.companyId, ids)
      await audit.record(actor, { action: 'reportingField.order', details: { ids } })
      return { fields: await fields.list(actor.companyId) }
    },
  }
}
