import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { DEMO_COMPANY_FEATURES } from '../../db/seed.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'
import { SETTINGS_BODY } from './approvals-test-kit.ts'

/** Approvals' bodies under generated input: a clear 4xx with the error shape, never a 500 (decision 055). */
describe('approvals under generated input', () => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(
      t,
      await createCompany(t, { features: [...DEMO_COMPANY_FEATURES, 'SLACK_INTEGRATION'] }),
    )
  })
  afterAll(() => t?.close())

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '',
      '\u0000',
      'http://127.0.0.1:1/x',
      'https://hooks.slack.com/services/a',
      'x'.repeat(3000),
    ),
  )
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.array(fc.uuid(), { maxLength: 3 }),
  )
  const mutate = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'companyId', '__proto__'), value })
        .map(({ key, value }) => ({ ...valid, [key]: value })),
      fc.anything(),
    )

  const cases: [string, 'PUT' | 'POST', string, Record<string, unknown>, number[]][] = [
    ['settings', 'PUT', APPROVALS_API.settingsMode('voidWindow'), { ...SETTINGS_BODY }, [200, 400]],
    ['chain', 'PUT', APPROVALS_API.approvers, { groupId: null, steps: [] }, [200, 400, 404]],
    [
      'delegation',
      'PUT',
      APPROVALS_API.delegation,
      { delegateUserId: '', startsOn: '2099-01-01', endsOn: '2099-01-02' },
      [200, 400, 404],
    ],
    [
      'decision',
      'POST',
      APPROVALS_API.decision('00000000-0000-4000-8000-000000000000'),
      { decision: 'approve' },
      [400, 404],
    ],
    ['link', 'POST', APPROVALS_API.linkDecide, { token: 'a'.repeat(43), decision: 'deny' }, [400, 404]],
    [
      'slack',
      'PUT',
      APPROVALS_API.slack,
      { webhookUrl: 'https://hooks.slack.com/services/T/B/X' },
      [200, 400],
    ],
  ]

  it.each(cases)(
    '%s answers generated bodies with 2xx or a clear 4xx',
    async (_name, method, url, valid, allowed) => {
      await fc.assert(
        fc.asyncProperty(mutate(valid), async (payload) => {
          const res = await admin.call({
            method,
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
            remoteAddress: nextIp(),
          })
          expect(allowed, res.body).toContain(res.statusCode)
          if (res.statusCode >= 400)
            expect(JSON.parse(res.body).errors[0]).toEqual({
              code: expect.any(String),
              description: expect.any(String),
            })
        }),
        { numRuns: 60 },
      )
    },
  )
})
