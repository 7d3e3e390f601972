import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { EXPENSE_EXPORT_API } from '../../../shared/business/expense-export-contract.ts'
import type { TExpenseExportStatus, TExpenseRecord } from '../../../shared/business/expense-export-schemas.ts'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { approvalsCalls, SETTINGS_BODY } from '../../testing/approvals/approvals-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startJsonReceiver } from '../../testing/json-receiver.ts'
import { COST_CENTRE_FIELD } from '../../testing/reporting-fields/fields.matrix.ts'
import { errorCode, memberBrowser, tripsMember, type withOwnIps } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const until = async (check: () => Promise<boolean>, ms = 5000) => {
  const end = Date.now() + ms
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out')
    await new Promise((r) => setTimeout(r, 25))
  }
}

describe.each(testDatabaseKinds())('the expense export (%s)', (kind) => {
  const t = useTestApp(kind, {
    config: {
      expenseExport: { allowHttpLoopback: true, retryBaseMs: 30, maxAttempts: 3, timeoutMs: 2000 },
    },
  })

  async function companyWithTraveller() {
    const company = await createCompany(t, { features: ['EXPENSIFY_INTEGRATION', 'TRIP_REPORTING_FIELDS'] })
    const { user, browser: traveller } = await tripsMember(t, company, 'traveler')
    return { company, user, traveller }
  }
  const connect = (
    admin: { call: ReturnType<typeof withOwnIps>['call'] },
    company: TestCompany,
    url: string,
  ) => admin.call(json('POST', EXPENSE_EXPORT_API.connect(company.id, 'EXPENSIFY'), { endpointUrl: url }))

  it('posts the record of a booking held for approval once it is approved, not before (issue 30 item 13)', async () => {
    const receiver = await startJsonReceiver()
    try {
      const company = await createCompany(t, {
        features: ['EXPENSIFY_INTEGRATION', 'TRIPS_TO_APPROVE', 'APPROVAL_SETTINGS'],
      })
      const admin = await memberBrowser(t, company, 'admin')
      const { put, setChain, book, pending, eventRow } = approvalsCalls(() => ({ t, admin }))
      expect((await connect(admin, company, receiver.url)).statusCode).toBe(200)
      await put(admin, APPROVALS_API.settingsMode('beforeBooking'), SETTINGS_BODY)
      const approver = await memberBrowser(t, company, 'approver')
      await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
      const traveller = await memberBrowser(t, company, 'traveler')
      const { eventId, res } = await book(traveller)
      expect(res.statusCode, res.body).toBe(200)
      expect((await eventRow(eventId)).state).toBe('inCart')
      const held = await t.database.db
        .selectFrom('expense_deliveries')
        .select('id')
        .where('event_id', '=', eventId)
        .execute()
      expect(held).toEqual([])
      const [request] = await pending(approver)
      const approved = await approver.call(
        json('POST', APPROVALS_API.decision(request!.id), { decision: 'approve' }),
      )
      expect(approved.statusCode, approved.body).toBe(200)
      expect((await eventRow(eventId)).state).toBe('booked')
      await until(async () => receiver.received.length === 1)
      expect(receiver.received[0] as TExpenseRecord).toMatchObject({
        bookingId: eventId,
        companyId: company.id,
        amountMinor: 42_000,
        currency: 'USD',
      })
    } finally {
      await receiver.close()
    }
  })

  it('posts each booking’s record, and keeps working after the admin who connected it has left', async () => {
    const receiver = await startJsonReceiver()
    try {
      const { company, user, traveller } = await companyWithTraveller()
      const admin = await adminBrowser(t, company)
      await admin.call(json('POST', REPORTING_FIELDS_API.fields, COST_CENTRE_FIELD))
      expect((await connect(admin, company, receiver.url)).statusCode).toBe(200)
      // The admin leaves: their account is deleted altogether.
      await t.database.db.deleteFrom('users').where('id', '=', admin.userId).execute()
      const saved = await traveller.save({ priceMinor: 25_000, currency: 'EUR', title: 'Harbour Hotel' })
      const booked = await traveller.call(
        json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {
          checkout: { reportingValues: { costCenter: 'CC-100 Sales' } },
        }),
      )
      expect(booked.statusCode, booked.body).toBe(200)
      await until(async () => receiver.received.length === 1)
      expect(receiver.received[0] as TExpenseRecord).toMatchObject({
        bookingId: saved.event.id,
        companyId: company.id,
        traveler: { userId: user.id, email: user.email },
        amountMinor: 25_000,
        currency: 'EUR',
        vertical: 'hotel',
        title: 'Harbour Hotel',
        reportingValues: { costCenter: 'CC-100 Sales' },
      })
      const other = await adminBrowser(t, company)
      const status = (await other.call(json('GET', EXPENSE_EXPORT_API.status))).json<TExpenseExportStatus>()
      expect(status.connection).toMatchObject({ systemCode: 'EXPENSIFY', connectedBy: null, lastError: null })
      expect(status.deliveries).toEqual({ pending: 0, delivered: 1, failed: 0 })
    } finally {
      await receiver.close()
    }
  })

  it('retries with backoff, then shows the failure on the card', async () => {
    const flaky = await startJsonReceiver({ failFirst: 1 })
    const down = await startJsonReceiver({ failFirst: 99 })
    try {
      const { company, traveller } = await companyWithTraveller()
      const admin = await adminBrowser(t, company)
      await connect(admin, company, flaky.url)
      const first = await traveller.save({})
      await traveller.call(json('POST', TRIPS_API_PATHS.eventBook(first.event.id), {}))
      await until(async () => flaky.received.length === 1)
      expect(flaky.posts()).toBe(2)
      await connect(admin, company, down.url)
      const second = await traveller.save({})
      await traveller.call(json('POST', TRIPS_API_PATHS.eventBook(second.event.id), {}))
      const status = async () =>
        (await admin.call(json('GET', EXPENSE_EXPORT_API.status))).json<TExpenseExportStatus>()
      await until(async () => (await status()).deliveries.failed === 1)
      expect(down.posts()).toBe(3)
      expect((await status()).connection?.lastError).toBe('The expense system answered 503.')
    } finally {
      await flaky.close()
      await down.close()
    }
  })

  it('refuses plain http elsewhere, private addresses, unknown systems and another company’s hash', async () => {
    const { company } = await companyWithTraveller()
    const admin = await adminBrowser(t, company)
    for (const url of [
      'http://expenses.example.com/x',
      'https://10.0.0.8/x',
      'https://user:pw@expenses.example.com/x',
      'ftp://x.example.com',
    ]) {
      const res = await connect(admin, company, url)
      expect([res.statusCode, errorCode(res)]).toEqual([400, 'EXPENSE_ENDPOINT_INVALID'])
    }
    const unknown = await admin.call(
      json('POST', EXPENSE_EXPORT_API.connect(company.id, 'CONCUR'), {
        endpointUrl: 'https://e.example.com/x',
      }),
    )
    expect(errorCode(unknown)).toBe('EXPENSE_SYSTEM_UNKNOWN')
    const other = await createCompany(t)
    expect((await connect(admin, other, 'https://e.example.com/x')).statusCode).toBe(404)
    const off = await createCompany(t, { features: [] })
    expect((await connect(await adminBrowser(t, off), off, 'https://e.example.com/x')).statusCode).toBe(403)
  })
})
