import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { passesRequirement } from '../../../shared/permissions.ts'
import { ROLE_TEMPLATES, type TRoleTemplateKey } from '../../../shared/roles.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { browserIdentity, startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { ALL_SAMPLES } from '../business-matrix/all-samples.ts'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'
import { ONBOARDING_MATRIX } from './onboarding.matrix.ts'

/**
 * Routes under business me that belong to other areas and are sampled by their own matrices: the spec's
 * select and unselect (book on behalf, decision 056), the traveller's cards and homepage messages
 * (decision 057).
 */
const OTHER_AREAS = new Set<string>(
  ALL_SAMPLES.filter((s) => !ONBOARDING_MATRIX.includes(s)).map((s) => `${s.method} ${s.url}`),
)

const MY_PREFIXES = [
  '/i/api/business/me/',
  '/i/api/business/company/v1/sendConfirmation',
  '/i/api/business/company/v1/bizPlus/sendConfirmation',
]

describe.each(testDatabaseKinds())('the onboarding routes by role (%s)', (kind) => {
  let t: TestApp
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp(kind)
    company = await createCompany(t)
  })
  afterAll(() => t?.close())

  it('has a sample for every business route of the onboarding', () => {
    const routes = t.app.routeTable
      .filter((r) => r.business && r.method !== 'HEAD' && MY_PREFIXES.some((p) => r.url.startsWith(p)))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !OTHER_AREAS.has(route))
    expect(routes.sort()).toEqual(ONBOARDING_MATRIX.map((s) => `${s.method} ${s.url}`).sort())
  })

  it('[ASVS #35 8.2.1] answers 401 without a session, and each role exactly what its permissions allow', async () => {
    // One member per role, reused across samples (each new member costs a password hash).
    const browsers = new Map<TRoleTemplateKey, SignedInBrowser>()
    for (const role of Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[])
      browsers.set(role, await adminBrowser(t, company, { role }))
    for (const sample of ONBOARDING_MATRIX) {
      // A visitor's browser: a form token but no session.
      const visitor = await browserIdentity(t.app)
      const request = await sample.build({ t, company })
      const anonymous = await t.app.inject({
        ...request,
        remoteAddress: nextIp(),
        headers: { ...(request.headers ?? {}), cookie: visitor.cookie, 'x-csrf': visitor.token },
      })
      expect([sample.url, anonymous.statusCode]).toEqual([sample.url, 401])
      const requirement = t.app.routeTable.find(
        (r) => r.url === sample.url && r.method === sample.method,
      )?.business
      for (const role of Object.keys(ROLE_TEMPLATES) as TRoleTemplateKey[]) {
        const browser = browsers.get(role)
        if (!browser) throw new Error(`no browser for ${role}`)
        const res = await browser.call(await sample.build({ t, company }))
        const allowed = passesRequirement(
          ROLE_TEMPLATES[role].permissions,
          requirement?.permissions ?? [],
          true,
        )
        expect([sample.url, role, res.statusCode]).toEqual([
          sample.url,
          role,
          allowed ? (sample.ok ?? 200) : 403,
        ])
      }
    }
  }, 120_000)

  it('[ASVS #38 8.4.1] never mails a confirmation to an admin of another company', async () => {
    const other = await createCompany(t)
    const [sample] = ONBOARDING_MATRIX
    if (!sample) throw new Error('no sample')
    const request = await sample.build({ t, company: other })
    const admin = await adminBrowser(t, company)
    const res = await admin.call(request)
    expect(res.statusCode).toBe(404)
  })
})
