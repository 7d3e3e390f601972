import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../shared/business/approvals-contract.ts'
import { BOOK_ON_BEHALF_API } from '../../shared/business/book-on-behalf-contract.ts'
import { createCompany, createMemberOf } from '../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../testing/db/test-databases.ts'
import { signedInSupporter, startBody } from '../testing/impersonation/impersonation-test-kit.ts'
import { isoDayIn } from '../testing/iso-day.ts'
import { useTestApp } from '../testing/use-test-app.ts'
import { IMPERSONATION_LASTING_REFUSED } from './impersonation-guard.ts'

/*
 * The red team's finding (issue 26 item 4): support impersonating the approver got 200 on a year's
 * delegation of approvals, on naming an arranger, and on a decision recorded as the approver's own.
 */
describe.each(testDatabaseKinds())('support impersonating an approver (%s)', (kind) => {
  const t = useTestApp(kind)

  it('[ASVS #49 8.2.1] cannot delegate approvals, name an arranger or decide a request: nothing is stored, the refusal is on the trail', async () => {
    const company = await createCompany(t)
    const supporter = await signedInSupporter(t)
    const approver = await createMemberOf(t, company, 'approver')
    expect((await supporter.call(startBody({ userId: approver.id }))).statusCode).toBe(200)
    const colleague = await createMemberOf(t, company, 'traveler')
    const attempts = [
      {
        method: 'PUT' as const,
        url: APPROVALS_API.delegation,
        payload: { delegateUserId: colleague.id, startsOn: isoDayIn(0), endsOn: isoDayIn(365) },
      },
      {
        method: 'PUT' as const,
        url: BOOK_ON_BEHALF_API.settings,
        payload: { allowsArrangers: true, arrangerEmails: [colleague.email] },
      },
      {
        method: 'POST' as const,
        url: APPROVALS_API.decision(crypto.randomUUID()),
        payload: { decision: 'approve', comment: 'ok' },
      },
    ]
    for (const attempt of attempts) {
      const res = await supporter.call(attempt)
      expect(res.statusCode, `${attempt.method} ${attempt.url}: ${res.body}`).toBe(403)
      expect(res.json().errors[0]).toEqual({
        code: 'PERMISSION_DENIED',
        description: IMPERSONATION_LASTING_REFUSED,
      })
    }
    const db = t.database.db
    expect(
      await db.selectFrom('approval_delegations').selectAll().where('company_id', '=', company.id).execute(),
    ).toEqual([])
    expect(
      await db
        .selectFrom('travel_arranger_delegations')
        .selectAll()
        .where('company_id', '=', company.id)
        .execute(),
    ).toEqual([])
    const trail = await db
      .selectFrom('impersonation_audit')
      .select(['event', 'detail'])
      .where('supporter_user_id', '=', supporter.userId)
      .where('event', '=', 'action_refused')
      .execute()
    expect(trail.length).toBe(attempts.length)
  })
})
