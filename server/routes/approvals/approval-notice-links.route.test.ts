import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import {
  approvalsCalls,
  linkTokenFor,
  memberBrowser,
  SETTINGS_BODY,
} from '../../testing/approvals/approvals-test-kit.ts'
import { createCompany, json, type TestCompany } from '../../testing/company/company-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { mailsTo, type TripsBrowser } from '../../testing/trips/trips-test-kit.ts'

/**
 * Approval notices link to the host the booking or decision came in on, under its brand, as the account
 * mails do (issue 27 item 7, decision 098): a traveller booking on Skylark's host sends the approver to
 * Skylark, not to the configured default origin.
 */
describe('approval notices follow the request’s brand host', () => {
  let t: TestApp
  let company: TestCompany
  let admin: TripsBrowser
  let approver: TripsBrowser
  beforeAll(async () => {
    t = await startTestApp('pglite', { env: { BRAND_HOSTS: 'sky.test=skylark' } })
    company = await createCompany(t, { features: ['TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS'] })
    admin = await memberBrowser(t, company, 'admin')
    approver = await memberBrowser(t, company, 'approver')
    const { put, setChain } = approvalsCalls(() => ({ t, admin }))
    await put(admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
    await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
  })
  afterAll(() => t?.close())

  const newestMailTo = async (email: string) => (await mailsTo(t, email))[0]!

  it('mails the approver links to the brand host and the traveller the decision there too', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const saved = await traveller.save({
      vertical: 'hotel',
      title: 'Hotel Lisboa',
      priceMinor: 42_000,
      currency: 'USD',
    })
    const booked = await traveller.call({
      ...json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { checkout: {} }),
      headers: { 'content-type': 'application/json', host: 'sky.test' },
    })
    expect(booked.statusCode, booked.body).toBe(200)

    const request = await newestMailTo(approver.email)
    expect(request.text_body).toContain('http://sky.test/business/approval-link#t=')
    expect(request.text_body).toContain('http://sky.test/business/approval\n')
    expect(request.text_body).not.toContain(t.config.publicOrigin)
    expect(`${request.subject} ${request.text_body}`).toContain('Skylark')

    const token = await linkTokenFor(t, approver.email)
    const decided = await approver.call({
      ...json('POST', APPROVALS_API.linkDecide, { token, decision: 'approve' }),
      headers: { 'content-type': 'application/json', host: 'sky.test' },
    })
    expect(decided.statusCode, decided.body).toBe(200)
    const outcome = await newestMailTo(traveller.email)
    expect(outcome.text_body).toContain('http://sky.test/trips')
    expect(outcome.text_body).not.toContain(t.config.publicOrigin)
  })
})
