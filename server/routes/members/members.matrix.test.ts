import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passesRequirement } from '../../../shared/permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { browserIdentity, startTestApp, type TestApp } from '../../test-app.ts'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'
import { MEMBERS_MATRIX } from './members.matrix.ts'

/** Until the shared matrix collects them: every sample against every built-in role and another company. */
describe('the people lifecycle routes by role', () => {
  let t: TestApp
  let a: TestCompany
  let b: TestCompany
  beforeAll(async () => {
    t = await startTestApp('pglite')
    a = await createCompany(t)
    b = await createCompany(t)
  })
  afterAll(() => t?.close())

  it('has a sample for every lifecycle route the app declares as business', () => {
    const ours = t.app.routeTable.filter(
      (r) =>
        r.business && r.method !== 'HEAD' && /\/users\/v2\/(invitations|import|members|guests)/.test(r.url),
    )
    expect(ours.map((r) => `${r.method} ${r.url}`).sort()).toEqual(
      MEMBERS_MATRIX.map((s) => `${s.method} ${s.url}`).sort(),
    )
  })

  it('answers 401 anonymous, 403 without the permission, the sample’s status with it', async () => {
    const roles = Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[]
    const visitor = await browserIdentity(t.app)
    for (const sample of MEMBERS_MATRIX) {
      const options = await sample.build({ t, company: a })
      const anonymous = await t.app.inject({
        ...options,
        headers: { ...(options.headers ?? {}), cookie: visitor.cookie, 'x-csrf': visitor.token },
      })
      expect([sample.url, anonymous.statusCode]).toEqual([sample.url, 401])
      const requirement = t.app.routeTable.find(
        (r) => r.method === sample.method && r.url === sample.url,
      )?.business
      for (const role of roles) {
        const browser = await adminBrowser(t, a, { role })
        const res = await browser.call(await sample.build({ t, company: a }))
        const allowed = passesRequirement(
          ROLE_TEMPLATES[role].permissions,
          requirement?.permissions ?? [],
          true,
        )
        expect([sample.method, sample.url, role, res.statusCode]).toEqual([
          sample.method,
          sample.url,
          role,
          allowed ? (sample.ok ?? 200) : 403,
        ])
      }
    }
  }, 120_000)

  it('never touches another company: its ids answer 404 to an admin', async () => {
    const adminB = await adminBrowser(t, b)
    for (const sample of MEMBERS_MATRIX.filter((s) => s.url.includes(':'))) {
      const res = await adminB.call(await sample.build({ t, company: a }))
      expect([sample.method, sample.url, res.statusCode]).toEqual([sample.method, sample.url, 404])
    }
  })
})
