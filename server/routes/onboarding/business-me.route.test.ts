import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { KEYWORDS_MAX, ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  actFor,
  adminBrowser,
  createMemberOf,
  json,
  signedInMember,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('business me (%s)', (kind) => {
  const t = useTestApp(kind)
  const company = useCompany(t)

  it("reads the member's own business profile", async () => {
    const member = await adminBrowser(t, company, { role: 'approver' })
    const res = await member.call(json('GET', ONBOARDING_API.accountInfo))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      email: member.email,
      role: { roleName: 'Approver' },
      company: { id: company.id, name: `Company ${company.domain}` },
      office: null,
      keywords: [],
      profileConfirmed: true,
    })
  })

  it('saves keywords trimmed and without repeats, and refuses more than the bound', async () => {
    const member = await adminBrowser(t, company, { role: 'traveler' })
    const res = await member.call(
      json('POST', ONBOARDING_API.accountKeywords, {
        keywords: [' Project  Apollo ', 'project apollo', 'CC-42'],
      }),
    )
    expect(res.json()).toEqual({ keywords: ['Project Apollo', 'CC-42'] })
    expect((await member.call(json('GET', ONBOARDING_API.accountInfo))).json().keywords).toEqual([
      'Project Apollo',
      'CC-42',
    ])
    const tooMany = Array.from({ length: KEYWORDS_MAX + 1 }, (_, i) => `k${i}`)
    expect(
      (await member.call(json('POST', ONBOARDING_API.accountKeywords, { keywords: tooMany }))).statusCode,
    ).toBe(400)
  })

  it('gives the toggle URL only to an e-mail with both accounts, pointing at the other mode', async () => {
    const { user: both, browser: business } = await signedInMember(t, company, 'traveler', { personal: true })
    const url = (await business.call(json('GET', ONBOARDING_API.businessToggleUrl))).json().url
    expect(url).toBe(`${AUTH_PATHS.switch}?tokenId=${business.sessionId}&business=false`)
    const personal = await signInBrowser(t, both, { businessMode: false })
    expect((await personal.call(json('GET', ONBOARDING_API.businessToggleUrl))).json().url).toContain(
      'business=true',
    )
    const only = await adminBrowser(t, company, { role: 'traveler' })
    expect((await only.call(json('GET', ONBOARDING_API.businessToggleUrl))).json()).toEqual({ url: null })
    expect((await t.app.inject({ method: 'GET', url: ONBOARDING_API.businessToggleUrl })).statusCode).toBe(
      401,
    )
  })

  it('says who the session acts as: self, or the traveller booked for', async () => {
    const arranger = await adminBrowser(t, company, { role: 'travelArranger' })
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json()).toMatchObject({
      mode: 'self',
      email: arranger.email,
    })
    const traveller = await createMemberOf(t, company, 'traveler')
    await actFor(t, arranger.sessionId, traveller.id)
    t.app.services.sessionEvictions.publish({ userId: arranger.userId })
    expect((await arranger.call(json('GET', ONBOARDING_API.currentIdentity))).json()).toMatchObject({
      mode: 'other',
      email: traveller.email,
    })
    expect(
      (await t.app.inject({ method: 'GET', url: ONBOARDING_API.currentIdentity })).json().errors[0].code,
    ).toBe('INVALID_SESSION')
  })
})
