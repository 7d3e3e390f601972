import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { newBrowser, nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'
import { callJson } from './onboarding-test-kit.ts'

const STACK = /\bat .+\.ts:\d+|node_modules/

describe.each(testDatabaseKinds())('onboarding routes under generated input (%s)', (kind) => {
  let t: TestApp
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp(kind)
    admin = await adminBrowser(t, await createCompany(t))
  })
  afterAll(async () => t?.close())

  const value = () =>
    fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.emailAddress(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string({ maxLength: 50 }), { maxLength: 25 }),
      fc.constantFrom('x'.repeat(600), '\u0000', '%00', '1980-13-40', '+4444444', 'zz'),
    )
  const keys = [
    'companyName',
    'firstName',
    'lastName',
    'email',
    'password',
    'sizeBand',
    'country',
    'consent',
    'token',
    'userEmail',
    'keywords',
    'travelNeeds',
    'dateOfBirth',
    'phoneNumber',
    'plan',
  ] as const
  const body = fc.dictionary(fc.constantFrom(...keys), value(), { maxKeys: 6 })

  const expectClean4xx = (status: number, text: string) => {
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(ZErrorBodySchema.safeParse(JSON.parse(text)).success).toBe(true)
    expect(text).not.toMatch(STACK)
  }

  it('[ASVS #44 16.5.3] answers public calls with bad bodies by a clean 4xx, never a 500', async () => {
    const urls = [
      ONBOARDING_API.signup,
      ONBOARDING_API.bizPlusSignup,
      ONBOARDING_API.confirm,
      ONBOARDING_API.trackEmailConfirmationClick,
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, async (url, payload) => {
        const browser = await newBrowser(t.app)
        browser.ip = nextIp()
        const res = await callJson(t.app, browser, 'POST', url, payload)
        expectClean4xx(res.statusCode, res.body)
      }),
      { numRuns: 40 },
    )
  })

  it('[ASVS #44 16.5.3] answers member calls with bad bodies and queries by a clean 4xx, never a 500', async () => {
    const urls = [
      ONBOARDING_API.setupV1,
      ONBOARDING_API.setupV2,
      ONBOARDING_API.setupV3,
      ONBOARDING_API.accountKeywords,
      ONBOARDING_API.sendConfirmation,
      ONBOARDING_API.leisureSignup,
    ]
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), body, async (url, payload) => {
        // Bodies that happen to be valid are fine too; only a 5xx or a stack trace fails.
        const res = await admin.call({
          method: 'POST',
          url,
          remoteAddress: nextIp(),
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        })
        expect(res.statusCode).toBeLessThan(500)
        if (res.statusCode >= 400) expectClean4xx(res.statusCode, res.body)
      }),
      { numRuns: 40 },
    )
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), fc.string({ maxLength: 30 }), async (taskId, status) => {
        const query = new URLSearchParams({ taskId, status }).toString()
        const res = await admin.call({ method: 'POST', url: `${ONBOARDING_API.taskStatus}?${query}` })
        expect(res.statusCode).toBeLessThan(500)
        if (res.statusCode !== 200) expectClean4xx(res.statusCode, res.body)
      }),
      { numRuns: 30 },
    )
  })
})
