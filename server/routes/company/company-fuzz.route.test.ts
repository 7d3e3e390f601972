import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  COMPANY_SETTINGS_API as API,
  companyPath,
} from '../../../shared/business/company-settings-contract.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { newBrowser, nextIp } from '../auth/auth-test-kit.ts'
import { COMPANY_MATRIX } from './company.matrix.ts'
import { ENTITY, GENERAL, OFFICE, PROGRAM } from './company-samples.ts'
import { adminBrowser, createCompany, type TestCompany } from './company-test-kit.ts'

/** Bad input is a clear 4xx with the error shape, never a 500 (fast-check generated bodies and params). */
describe('company settings under generated input', () => {
  let t: TestApp
  let company: TestCompany
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t)
    admin = await adminBrowser(t, company)
  })
  afterAll(() => t?.close())

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom(
      '',
      ' ',
      '%00',
      '\u0000',
      '../../x',
      '<script>',
      'x'.repeat(3000),
      'gmail.com',
      'ZZZ',
      'KR',
    ),
  )
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(text, { maxLength: 3 }),
  )
  /** A valid body with one field replaced, removed or added, or anything at all. */
  const mutated = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'plan', 'companyId', '__proto__'), value })
        .map(({ key, value }) => ({
          ...valid,
          [key]: value,
        })),
      fc
        .constantFrom(...Object.keys(valid))
        .map((key) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))),
      fc.anything(),
    )

  function expectClientError(res: { statusCode: number; body: string }, allowed: number[]) {
    expect(allowed, res.body).toContain(res.statusCode)
    if (res.statusCode >= 400) {
      const errors = JSON.parse(res.body).errors
      expect(errors[0]).toEqual({ code: expect.any(String), description: expect.any(String) })
    }
  }

  const routes: [string, string, Record<string, unknown>, number[]][] = [
    ['PUT', API.company, GENERAL, [200, 400]],
    ['POST', API.emailDomains, { domain: 'fuzz.test', email: 'it@fuzz.test' }, [201, 400, 409]],
    ['POST', API.offices, OFFICE, [201, 400, 409]],
    ['POST', API.entities, ENTITY, [201, 400, 409]],
    ['POST', API.programAdd, PROGRAM, [201, 400]],
    ['PUT', API.featureEnable, { feature: 'REPORTING' }, [200, 400, 403]],
    ['PUT', API.featureDisable, { feature: 'REPORTING' }, [200, 400]],
    ['POST', API.tierUpgrade, { plan: 'bizPlus' }, [200, 400, 409]],
  ]

  it.each(routes)(
    '%s %s answers generated bodies with 2xx or a clear 4xx',
    async (method, url, valid, allowed) => {
      await fc.assert(
        fc.asyncProperty(mutated(valid), async (payload) => {
          const res = await admin.call({
            method: method as 'PUT',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify(payload) ?? 'null',
            remoteAddress: nextIp(),
          })
          expectClientError(res, allowed)
        }),
        { numRuns: 40 },
      )
    },
  )

  it('answers generated path parameters and link secrets with 4xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.uuid(),
      fc.constantFrom('%', '..', 'a.b', 'x'.repeat(150)),
    )
    await fc.assert(
      fc.asyncProperty(
        segment,
        fc.constantFrom(API.office, API.entity, API.program, API.emailDomain),
        async (param, path) => {
          const res = await admin.call({ method: 'DELETE', url: companyPath(path, param) })
          expectClientError(res, [400, 404, 405])
        },
      ),
      { numRuns: 60 },
    )
    const browser = await newBrowser(t.app)
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const res = await t.app.inject({
          method: 'POST',
          url: API.emailDomainVerify,
          headers: { 'content-type': 'application/json', cookie: browser.cookie, 'x-csrf': browser.token },
          payload: JSON.stringify({ token: payload }) ?? 'null',
          remoteAddress: nextIp(),
        })
        expectClientError(res, [400])
      }),
      { numRuns: 40 },
    )
  })

  it('has a matrix sample for every company settings route, each answering a permitted admin as declared', async () => {
    const mine = t.app.routeTable.filter(
      (r) => r.business && Object.values(API).some((path) => path === r.url) && r.method !== 'HEAD',
    )
    const sampled = COMPANY_MATRIX.map((s) => `${s.method} ${s.url}`)
    expect(sampled.sort()).toEqual(mine.map((r) => `${r.method} ${r.url}`).sort())
    const own = await createCompany(t)
    const owner = await adminBrowser(t, own)
    for (const sample of COMPANY_MATRIX) {
      const options = await sample.build({ t, company: own })
      const res = await owner.call({
        method: sample.method,
        ...options,
        ...(options.payload === undefined ? {} : { headers: { 'content-type': 'application/json' } }),
        remoteAddress: nextIp(),
      })
      expect([sample.method, sample.url, res.statusCode]).toEqual([
        sample.method,
        sample.url,
        sample.ok ?? 200,
      ])
    }
  })
})
