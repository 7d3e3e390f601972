import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { HOTEL_LISBOA, linkTokenFor, useApproverCompany } from '../../testing/approvals/approvals-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { memberBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * Approval notices link to the host the booking or decision came in on, under its brand, as the account
 * mails do (issue 27 item 7, decision 098): a traveller booking on Skylark's host sends the approver to
 * Skylark, not to the configured default origin.
 */
describe('approval notices follow the request’s brand host', () => {
  const t = useTestApp('pglite', { env: { BRAND_HOSTS: 'sky.test=skylark' } })
  const { company, approver } = useApproverCompany(t, ['TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS'])

  const newestMailTo = async (email: string) => (await mailsTo(t, email))[0]!

  it('mails the approver links to the brand host and the traveller the decision there too', async () => {
    const traveller = await memberBrowser(t, company, 'traveler')
    const saved = await traveller.save(HOTEL_LISBOA)
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
