import { expect } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import type {
  TApprovalRequestView,
  TApprovalSettingsRequest,
} from '../../../shared/business/approvals-schemas.ts'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../account/account-test-support.ts'
import { createMemberOf, json, proveSecondFactor, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'
import { type TripsBrowser, withOwnIps } from '../trips/trips-test-kit.ts'

/** What a company needs for the approval routes (and their Slack notices, and booking for others). */
export const APPROVALS_FEATURES = [
  'TRIPS_TO_APPROVE',
  'APPROVAL_SETTINGS',
  'SLACK_INTEGRATION',
  'BOOK_ON_BEHALF',
]

export const SETTINGS_BODY: TApprovalSettingsRequest = {
  verticals: { flight: 'all', hotel: 'all', car: 'outOfPolicy', train: 'notify' },
  windowHours: 24,
  stepHours: 24,
  defaultOnTimeout: 'cancel',
  allowCustomApprover: true,
}

/** A member of the company in business mode, every call from an address of its own. */
export async function memberBrowser(t: TestApp, company: TestCompany, role: TRoleTemplateKey) {
  const user = await createMemberOf(t, company, role)
  const browser = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
  await proveSecondFactor(t, browser.sessionId)
  return browser
}

/** The one-click link's secret in the newest approval mail to the address. */
export async function linkTokenFor(t: TestApp, email: string): Promise<string | null> {
  await t.app.services.mail.settled()
  const rows = await t.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute()
  for (const row of rows) {
    const match = /approval-link#t=([A-Za-z0-9_-]+)/.exec(row.text_body ?? '')
    if (match) return match[1] ?? null
  }
  return null
}

/** The calls the approvals route tests make, for the test's app and its admin (set in beforeAll). */
export function approvalsCalls(current: () => { t: TestApp; admin: TripsBrowser }) {
  const put = async (browser: TripsBrowser, url: string, body: unknown, status = 200) => {
    const res = await browser.call(json('PUT', url, body))
    expect(res.statusCode, res.body).toBe(status)
    return res.json()
  }
  return {
    put,
    setChain: (steps: unknown[], groupId: string | null = null) =>
      put(current().admin, APPROVALS_API.approvers, { groupId, steps }),
    /** Saves a $420 hotel (or another vertical) and books it with the checkout answers given. */
    async book(traveller: TripsBrowser, checkout: Record<string, unknown> = {}, vertical = 'hotel') {
      const saved = await traveller.save({
        vertical: vertical as 'hotel',
        title: 'Hotel Lisboa',
        priceMinor: 42_000,
        currency: 'USD',
      })
      const res = await traveller.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { checkout }))
      return { eventId: saved.event.id, res }
    },
    async pending(browser: TripsBrowser) {
      const res = await browser.call(json('GET', `${APPROVALS_API.requests}?view=pending`))
      expect(res.statusCode, res.body).toBe(200)
      return res.json().requests as TApprovalRequestView[]
    },
    eventRow: (id: string) =>
      current()
        .t.database.db.selectFrom('trip_events')
        .select(['state', 'approval_status', 'booked_at'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow(),
  }
}
