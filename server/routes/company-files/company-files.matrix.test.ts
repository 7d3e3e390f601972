import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANY_FEATURES } from '../../db/seed.ts'
import { browserIdentity, startTestApp, type TestApp } from '../../test-app.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'
import { COMPANY_FILES_MATRIX } from './company-files.matrix.ts'
import { freshAddress } from './company-files-test-kit.ts'

/** Every sample is a request its permitted caller gets 200 for, a traveller 200 or 403, a stranger 401. */
describe('the company files matrix samples', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp('pglite')
  })
  afterAll(() => t?.close())

  const ANY_MEMBER = new Set([
    'GET /i/api/business/company/v1/logo/:version',
    'POST /i/api/business/issues/reporting/v1/report',
  ])

  it.each(COMPANY_FILES_MATRIX.map((s) => [`${s.method} ${s.url}`, s] as const))(
    '%s',
    async (name, sample) => {
      const company = await createCompany(t, { features: [...DEMO_COMPANY_FEATURES, 'COMPANY_DELETION'] })
      const admin = await adminBrowser(t, company)
      const traveller = await adminBrowser(t, company, { role: 'traveler' })
      const stranger = await browserIdentity(t.app)
      const anonymous = (o: InjectOptions) =>
        t.app.inject({ ...o, headers: { ...o.headers, cookie: stranger.cookie, 'x-csrf': stranger.token } })
      const request = async (call: typeof admin.call) => {
        const options = await sample.build({ t, company })
        return call({ method: sample.method, url: sample.url, remoteAddress: freshAddress(), ...options })
      }
      expect((await request(anonymous)).statusCode).toBe(401)
      expect((await request(traveller.call)).statusCode).toBe(ANY_MEMBER.has(name) ? 200 : 403)
      const ok = await request(admin.call)
      expect([ok.statusCode, ok.body.slice(0, 200)]).toEqual([sample.ok ?? 200, expect.any(String)])
    },
  )
})
