import crypto from 'node:crypto'
import {
  REPORTING_FIELDS_API,
  REPORTING_FIELDS_ROUTES,
} from '../../../shared/business/reporting-fields-contract.ts'
import type { TReportingFieldSaveRequest } from '../../../shared/business/reporting-fields-schemas.ts'
import { createReportingFieldRepository } from '../../repositories/reporting-field.repository.ts'
import { fieldValues } from '../../services/reporting-fields/reporting-fields.service.ts'
import { type MatrixContext, type MatrixSample, noInput, onNewRow } from '../business-matrix/matrix-sample.ts'
import { json } from '../company/company-test-kit.ts'

export const COST_CENTRE_FIELD: TReportingFieldSaveRequest = {
  key: 'costCenter',
  label: 'Cost centre',
  kind: 'costCenter',
  input: 'list',
  options: ['CC-100 Sales', 'CC-200 Engineering'],
  required: true,
  active: true,
}

const freshKey = () => `f${crypto.randomBytes(5).toString('hex')}`

/** A field of the company with a key of its own. */
export async function sampleField({ t, company }: MatrixContext): Promise<string> {
  return createReportingFieldRepository(t.database.db).insert(
    company.id,
    fieldValues({ ...COST_CENTRE_FIELD, key: freshKey() }),
  )
}

/** Trip reporting fields (decision 057). */
export const FIELDS_MATRIX: MatrixSample[] = [
  noInput('GET', REPORTING_FIELDS_API.fields),
  {
    method: 'POST',
    url: REPORTING_FIELDS_API.fields,
    ok: 201,
    build: () => json('POST', REPORTING_FIELDS_API.fields, { ...COST_CENTRE_FIELD, key: freshKey() }),
  },
  {
    method: 'PUT',
    url: REPORTING_FIELDS_ROUTES.field,
    build: async (ctx) =>
      json('PUT', REPORTING_FIELDS_API.field(await sampleField(ctx)), {
        ...COST_CENTRE_FIELD,
        key: freshKey(),
        label: 'Project',
        kind: 'project',
        input: 'text',
        options: [],
        required: false,
      }),
  },
  onNewRow('DELETE', REPORTING_FIELDS_ROUTES.field, REPORTING_FIELDS_API.field, sampleField),
  {
    method: 'PUT',
    url: REPORTING_FIELDS_API.order,
    build: async (ctx) => {
      await sampleField(ctx)
      const rows = await createReportingFieldRepository(ctx.t.database.db).list(ctx.company.id)
      return json('PUT', REPORTING_FIELDS_API.order, { ids: rows.map((r) => r.id).reverse() })
    },
  },
]
