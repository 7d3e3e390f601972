import { beforeAll, expect } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import type {
  TApprovalRequestView,
  TApprovalSettingsRequest,
} from '../../../shared/business/approvals-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { json } from '../company/company-test-kit.ts'
import { mailsTo } from '../mail/outbox.ts'
import type { TestApp } from '../test-app.ts'
import { type Member, memberBrowser, type TripsBrowser } from '../trips/trips-test-kit.ts'
import { useCompany } from '../use-test-app.ts'

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

/** The $420 hotel the approvals tests save and book. */
export const HOTEL_LISBOA = {
  vertical: 'hotel',
  title: 'Hotel Lisboa',
  priceMinor: 42_000,
  currency: 'USD',
} as const

/**
 * The describe block's company with the approval features (all of APPROVALS_FEATURES unless given) and
 * its admin, filled in beforeAlls registered after the app's, and the approvals calls for them.
 */
export function useApprovalsCompany(t: TestApp, features: string[] = APPROVALS_FEATURES) {
  const company = useCompany(t, { features })
  const admin = {} as Member
  beforeAll(async () => {
    Object.assign(admin, await memberBrowser(t, company, 'admin'))
  })
  return { company, admin, ...approvalsCalls(() => ({ t, admin })) }
}

/** As useApprovalsCompany, with one approver every booking waits for before it is booked. */
export function useApproverCompany(t: TestApp, features: string[]) {
  const approvals = useApprovalsCompany(t, features)
  const approver = {} as Member
  beforeAll(async () => {
    Object.assign(approver, await memberBrowser(t, approvals.company, 'approver'))
    await approvals.put(approvals.admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
    await approvals.setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
  })
  return { ...approvals, approver }
}

/** The one-click link's secret in the newest approval mail to the address. */
export async function linkTokenFor(t: TestApp, email: string): Promise<string | null> {
  for (const row of await mailsTo(t, email)) {
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
      const saved = await traveller.save({ ...HOTEL_LISBOA, vertical: vertical as 'hotel' })
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
