import { describe, expect, it } from 'vitest'
import { ALL_SAMPLES } from '../../testing/business-matrix/all-samples.ts'
import { adminBrowser, createCompany } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { ONBOARDING_MATRIX } from '../../testing/onboarding/onboarding.matrix.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

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
  const t = useTestApp(kind)
  const company = useCompany(t)

  it('has a sample for every business route of the onboarding', () => {
    const routes = t.app.routeTable
      .filter((r) => r.business && r.method !== 'HEAD' && MY_PREFIXES.some((p) => r.url.startsWith(p)))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !OTHER_AREAS.has(route))
    expect(routes.sort()).toEqual(ONBOARDING_MATRIX.map((s) => `${s.method} ${s.url}`).sort())
  })

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
