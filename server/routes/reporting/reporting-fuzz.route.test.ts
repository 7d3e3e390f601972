import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REPORTING_API } from '../../../shared/reporting/reporting-contract.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'

/** Generated query strings get a 200 or a clear 400 with the error shape, never a 500. */
describe('reporting under generated query parameters', () => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(t, await createCompany(t))
  })
  afterAll(() => t?.close())

  const date = fc.oneof(
    fc
      .date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10)),
    fc.constantFrom('2026-02-29', '2026-13-01', '', '0000-00-00', '2026-1-1', '%00', 'x'.repeat(500)),
    fc.string({ maxLength: 20 }),
  )
  const value = fc.oneof(
    date,
    fc.string({ maxLength: 30 }),
    fc.uuid(),
    fc.constantFrom('day', 'week', 'month', 'hotel', 'USD', 'usd'),
  )
  const query = fc.record(
    {
      from: date,
      to: date,
      period: value,
      vertical: value,
      groupId: value,
      officeId: value,
      currency: value,
      extra: value,
    },
    { requiredKeys: [] },
  )

  it.each([REPORTING_API.summary, REPORTING_API.exportCsv])('%s answers 200 or a clear 400', async (path) => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString()
        const res = await admin.call({ method: 'GET', url: `${path}?${search}`, remoteAddress: nextIp() })
        expect([200, 400], res.body).toContain(res.statusCode)
        if (res.statusCode === 400)
          expect(res.json().errors[0]).toEqual({ code: expect.any(String), description: expect.any(String) })
      }),
      { numRuns: 80 },
    )
  })
})
