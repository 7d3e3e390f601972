import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPENSE_EXPORT_API } from '../../../shared/business/expense-export-contract.ts'
import { containsPan } from '../../../shared/business/pan-detection.ts'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { DEMO_COMPANY_FEATURES } from '../../db/seed.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'
import { COST_CENTRE_FIELD } from '../reporting-fields/fields.matrix.ts'
import { cardReference } from './payment-samples.ts'

/** Bad input is a clear 4xx with the error shape, never a 500; no card number is ever kept. */
describe('payment options, reporting fields and travel settings under generated input', () => {
  let t: TestApp
  let admin: SignedInBrowser
  let fieldId: string
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t, { features: [...DEMO_COMPANY_FEATURES, 'EXPENSIFY_INTEGRATION'] })
    admin = await adminBrowser(t, company)
    fieldId = (await send('POST', REPORTING_FIELDS_API.fields, COST_CENTRE_FIELD)).json().id
  })
  afterAll(() => t?.close())

  function send(method: 'POST' | 'PUT', url: string, payload: unknown) {
    return admin.call({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload) ?? 'null',
      remoteAddress: nextIp(),
    })
  }

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '4111111111111111',
      '4111 1111 1111 1111',
      'x'.repeat(3000),
      '１２３４',
    ),
  )
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
  )
  const mutate = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'companyId', 'number', '__proto__'), value })
        .map(({ key, value }) => ({ ...valid, [key]: value })),
      fc.anything(),
    )

  const cases: [string, 'POST' | 'PUT', () => string, Record<string, unknown>, number][] = [
    ['my card', 'POST', () => PAYMENT_API.myCards, cardReference(), 201],
    ['company card', 'POST', () => PAYMENT_API.companyCards, { groupId: null, card: cardReference() }, 201],
    ['invoice', 'PUT', () => PAYMENT_API.invoice, { enabled: true }, 200],
    ['new field', 'POST', () => REPORTING_FIELDS_API.fields, { ...COST_CENTRE_FIELD, key: 'fuzz' }, 201],
    ['field', 'PUT', () => REPORTING_FIELDS_API.field(fieldId), { ...COST_CENTRE_FIELD }, 200],
    ['order', 'PUT', () => REPORTING_FIELDS_API.order, { ids: [] }, 200],
    [
      'account permissions',
      'PUT',
      () => TRAVEL_SETTINGS_API.accountPermissions,
      {
        allowPersonalCards: true,
        allowProfileEdit: true,
        allowCustomApprover: false,
        allowGuestBooking: false,
      },
      200,
    ],
    [
      'expense connection',
      'POST',
      () => EXPENSE_EXPORT_API.connect(company.id, 'EXPENSIFY'),
      { endpointUrl: 'https://expenses.example.com/in' },
      200,
    ],
  ]

  it.each(cases)(
    '%s answers generated bodies with 2xx or a clear 4xx',
    async (_name, method, url, valid, ok) => {
      await fc.assert(
        fc.asyncProperty(mutate(valid), async (payload) => {
          const res = await send(method, url(), payload)
          expect([ok, 400, 404, 409], res.body).toContain(res.statusCode)
          if (res.statusCode >= 400)
            expect(res.json().errors[0]).toEqual({
              code: expect.any(String),
              description: expect.any(String),
            })
        }),
        { numRuns: 50 },
      )
    },
  )

  it('keeps no card number, whichever field carries it', async () => {
    const pan = fc.constantFrom(
      '4111111111111111',
      '5555 5555 5555 4444',
      '3782-822463-10005',
      '４１１１１１１１１１１１１１１１',
    )
    await fc.assert(
      fc.asyncProperty(pan, fc.constantFrom('providerToken', 'holderName'), async (number, field) => {
        const res = await send('POST', PAYMENT_API.myCards, cardReference({ [field]: `tok_${number}` }))
        expect(res.statusCode, res.body).toBe(400)
      }),
      { numRuns: 20 },
    )
    const rows = await t.database.db
      .selectFrom('payment_cards')
      .select(['provider_token', 'holder_name'])
      .execute()
    for (const row of rows) expect(containsPan(`${row.provider_token} ${row.holder_name}`)).toBe(false)
  })
})
