import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'
import { HOTEL_POLICY } from './policy.matrix.ts'

/** Bad input is a clear 4xx with the error shape, never a 500 (generated policy bodies and drafts). */
describe('travel policies under generated input', () => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(t, await createCompany(t))
  })
  afterAll(() => t?.close())

  const value = fc.oneof(
    fc.string({ maxLength: 20 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.uuid(),
    fc.constantFrom('block', 'dynamic', 'paris', '\u0000', 'x'.repeat(3000)),
    fc.array(fc.anything(), { maxLength: 3 }),
  )
  /** A valid policy with one value somewhere replaced, one level or two deep. */
  const mutated = fc.oneof(
    fc
      .record({
        section: fc.constantFrom('settings', 'restrictions', 'preferences', 'advancedRules', '__proto__'),
        value,
      })
      .map(({ section, value }) => ({ ...HOTEL_POLICY, [section]: value })),
    fc
      .record({
        key: fc.constantFrom('budget', 'maxClass', 'maxStars', 'cityCaps', 'minAdvanceDays', 'extra'),
        value: fc.oneof(
          value,
          fc.record({
            kind: fc.constantFrom('fixed', 'dynamic', 'none'),
            amountMinor: value,
            percentAboveMedian: value,
          }),
        ),
      })
      .map(({ key, value }) => ({
        ...HOTEL_POLICY,
        restrictions: { ...HOTEL_POLICY.restrictions, [key]: value },
      })),
    fc.record({ scope: value, targetId: value, handling: value }).map((o) => ({
      ...HOTEL_POLICY,
      advancedRules: { overrides: [{ ...o, restrictions: HOTEL_POLICY.restrictions }] },
    })),
    fc.anything(),
  )

  function expectClientError(res: { statusCode: number; body: string }, allowed: number[]) {
    expect(allowed, res.body).toContain(res.statusCode)
    if (res.statusCode >= 400)
      expect(JSON.parse(res.body).errors[0]).toEqual({
        code: expect.any(String),
        description: expect.any(String),
      })
  }

  it.each([
    ['PUT', POLICY_PATHS.policy('hotel'), [200, 400, 404]],
    ['POST', POLICY_PATHS.simulate('hotel'), [200, 400, 404]],
    ['POST', POLICY_PATHS.sortOrder, [200, 400]],
  ] as const)('%s %s answers generated bodies with 200 or a clear 4xx', async (method, url, allowed) => {
    await fc.assert(
      fc.asyncProperty(mutated, async (payload) => {
        const res = await admin.call({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
          remoteAddress: nextIp(),
        })
        expectClientError(res, [...allowed])
      }),
      { numRuns: 60 },
    )
  })

  it('answers generated verticals with 404, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 30 }), async (vertical) => {
        const res = await admin.call({
          method: 'GET',
          url: POLICY_PATHS.policy(vertical),
          remoteAddress: nextIp(),
        })
        expectClientError(res, ['flight', 'hotel', 'train', 'car'].includes(vertical) ? [200] : [404])
      }),
      { numRuns: 40 },
    )
  })
})
