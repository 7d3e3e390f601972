import { describe, expect, it } from 'vitest'
import { CHECKOUT_PATHS, CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import type {
  TReportingField,
  TReportingFieldListResponse,
  TReportingFieldsQuote,
} from '../../../shared/business/reporting-fields-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { adminBrowser, createCompany, json, signedInMember } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { COST_CENTRE_FIELD } from '../../testing/reporting-fields/fields.matrix.ts'
import { errorCode, tripsMember } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

const PROJECT = {
  key: 'project',
  label: 'Project',
  kind: 'project',
  input: 'text',
  options: [],
  required: false,
}

describe.each(testDatabaseKinds())('trip reporting fields (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)

  it('an admin creates, reorders, changes and removes fields; the service lists labels by key', async () => {
    const admin = await adminBrowser(t, a)
    const cc = await admin.call(
      json('POST', REPORTING_FIELDS_API.fields, { ...COST_CENTRE_FIELD, label: '  Cost   centre ' }),
    )
    expect(cc.statusCode, cc.body).toBe(201)
    expect(cc.json<TReportingField>()).toMatchObject({ label: 'Cost centre', position: 0, required: true })
    const project = (
      await admin.call(json('POST', REPORTING_FIELDS_API.fields, PROJECT))
    ).json<TReportingField>()
    const taken = await admin.call(json('POST', REPORTING_FIELDS_API.fields, PROJECT))
    expect([taken.statusCode, errorCode(taken)]).toEqual([409, 'REPORTING_FIELD_KEY_TAKEN'])
    const ordered = await admin.call(
      json('PUT', REPORTING_FIELDS_API.order, { ids: [project.id, cc.json<TReportingField>().id] }),
    )
    expect(ordered.json<TReportingFieldListResponse>().fields.map((f) => f.key)).toEqual([
      'project',
      'costCenter',
    ])
    const partial = await admin.call(json('PUT', REPORTING_FIELDS_API.order, { ids: [project.id] }))
    expect([partial.statusCode, errorCode(partial)]).toEqual([400, 'REPORTING_FIELD_SETUP_INVALID'])
    const changed = await admin.call(
      json('PUT', REPORTING_FIELDS_API.field(project.id), {
        ...PROJECT,
        label: 'Client project',
        active: false,
      }),
    )
    expect(changed.json<TReportingField>()).toMatchObject({ label: 'Client project', active: false })
    expect(await t.app.services.companyTravel.reportingFields.labels(a.id)).toEqual({
      project: 'Client project',
      costCenter: 'Cost centre',
    })
    expect((await admin.call(json('DELETE', REPORTING_FIELDS_API.field(project.id)))).statusCode).toBe(200)
    expect((await admin.call(json('DELETE', REPORTING_FIELDS_API.field(project.id)))).statusCode).toBe(404)
  })

  it('refuses a list without values, a card number in a label and a traveller', async () => {
    const admin = await adminBrowser(t, a)
    const empty = await admin.call(
      json('POST', REPORTING_FIELDS_API.fields, { ...COST_CENTRE_FIELD, key: 'x1', options: [] }),
    )
    expect([empty.statusCode, errorCode(empty)]).toEqual([400, 'REPORTING_FIELD_SETUP_INVALID'])
    const pan = await admin.call(
      json('POST', REPORTING_FIELDS_API.fields, { ...PROJECT, key: 'x2', label: 'Card 4111111111111111' }),
    )
    expect([pan.statusCode, errorCode(pan)]).toEqual([400, 'REPORTING_FIELD_SETUP_INVALID'])
    const { browser } = await signedInMember(t, a, 'traveler')
    expect((await browser.call(json('GET', REPORTING_FIELDS_API.fields))).statusCode).toBe(403)
  })

  it('the checkout asks the fields, refuses unknown keys, values off the list and a missing required one', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    await admin.call(json('POST', REPORTING_FIELDS_API.fields, COST_CENTRE_FIELD))
    await admin.call(json('POST', REPORTING_FIELDS_API.fields, PROJECT))
    const { browser: ann } = await tripsMember(t, c, 'traveler')
    const saved = await ann.save({})
    const quote = (await ann.call(json('GET', CHECKOUT_PATHS.quote(saved.event.id)))).json<{
      sections: { reportingFields: TReportingFieldsQuote }
    }>()
    expect(quote.sections.reportingFields.fields.map((f) => [f.key, f.required])).toEqual([
      ['costCenter', true],
      ['project', false],
    ])
    const book = (reportingValues: Record<string, string>) =>
      ann.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { checkout: { reportingValues } }))
    const refused: Record<string, string>[] = [
      {},
      { costCenter: 'CC-999' },
      { costCenter: 'CC-100 Sales', other: 'x' },
    ]
    for (const values of refused) {
      const res = await book(values)
      expect([res.statusCode, errorCode(res)]).toEqual([422, CheckoutErrorCode.REPORTING_FIELD_INVALID])
    }
    const ok = await book({ costCenter: 'CC-100 Sales', project: ' Apollo ' })
    expect(ok.statusCode, ok.body).toBe(200)
    const row = await t.database.db
      .selectFrom('trip_events')
      .select('reporting_values')
      .where('id', '=', saved.event.id)
      .executeTakeFirstOrThrow()
    expect(row.reporting_values).toEqual({ costCenter: 'CC-100 Sales', project: 'Apollo' })
  })
})
