import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { adminBrowser, createCompany, createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import { PEOPLE_MATRIX } from './people.matrix.ts'

// The matrix engineer's harness runs these samples for every role; here: each works for an admin, is
// refused to a traveller, and every people route has one.
describe('people matrix samples', () => {
  let t: TestApp
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t)
  })
  afterAll(() => t?.close())

  it('names each people route once, as registered', () => {
    const urls = new Set(PEOPLE_MATRIX.map((s) => `${s.method} ${s.url}`))
    expect(urls.size).toBe(PEOPLE_MATRIX.length)
    for (const s of PEOPLE_MATRIX)
      expect([s.url, t.app.hasRoute({ method: s.method, url: s.url })]).toEqual([s.url, true])
  })

  it.each(PEOPLE_MATRIX.map((s) => [`${s.method} ${s.url}`, s] as const))(
    '%s: admin ok, traveller 403',
    async (_, sample) => {
      const admin = await adminBrowser(t, company)
      const answer = await admin.call(await sample.build({ t, company }))
      expect([answer.statusCode, answer.body]).toEqual([sample.ok ?? 200, expect.any(String)])
      const traveller = await signInBrowser(t, await createMemberOf(t, company, 'traveler'), {
        businessMode: true,
      })
      expect((await traveller.call(await sample.build({ t, company }))).statusCode).toBe(403)
    },
  )
})
