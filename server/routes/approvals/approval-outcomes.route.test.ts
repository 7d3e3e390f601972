import { describe, expect, it } from 'vitest'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { SETTINGS_BODY, useApprovalsCompany } from '../../testing/approvals/approvals-test-kit.ts'
import { json } from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { mailsTo } from '../../testing/mail/outbox.ts'
import { memberBrowser } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/**
 * Issue 30 item 3: after each decision, the request's status line (the queue's history) and the mail the
 * traveller gets say what happened to the booking, which the trip's own row shows too.
 */
describe.each(testDatabaseKinds())('what a decision did, said the same everywhere (%s)', (kind) => {
  const t = useTestApp(kind)
  const { company, admin, put, setChain, book, pending, eventRow } = useApprovalsCompany(t, [
    'TRIPS_TO_APPROVE',
    'APPROVAL_SETTINGS',
  ])

  const lastMailTo = async (email: string) => (await mailsTo(t, email))[0]?.text_body ?? ''

  const cases = [
    {
      timing: 'beforeBooking',
      decision: 'approve',
      outOfCart: false,
      state: 'booked',
      outcome: 'booked',
      mail: 'It is booked now',
    },
    {
      timing: 'beforeBooking',
      decision: 'approve',
      outOfCart: true,
      state: 'saved',
      outcome: 'released',
      mail: 'It was not booked: it is back among your saved items',
    },
    {
      timing: 'beforeBooking',
      decision: 'deny',
      outOfCart: false,
      state: 'saved',
      outcome: 'released',
      mail: 'It was not booked: it is back among your saved items',
    },
    {
      timing: 'voidWindow',
      decision: 'approve',
      outOfCart: false,
      state: 'booked',
      outcome: 'kept',
      mail: 'Your booking stands',
    },
    {
      timing: 'voidWindow',
      decision: 'deny',
      outOfCart: false,
      state: 'cancelled',
      outcome: 'cancelled',
      mail: 'The booking was cancelled',
    },
  ] as const

  for (const c of cases) {
    it(`${c.timing}, ${c.decision}${c.outOfCart ? ' after leaving the cart' : ''}: ${c.outcome}`, async () => {
      await put(admin, APPROVALS_API.settingsMode(c.timing), SETTINGS_BODY)
      const approver = await memberBrowser(t, company, 'approver')
      await setChain([{ kind: 'user', approverUserId: approver.userId, backupUserId: null }])
      const traveller = await memberBrowser(t, company, 'traveler')
      const { eventId } = await book(traveller)
      const [request] = await pending(approver)
      expect(request?.outcome).toBe(
        c.timing === 'beforeBooking' ? 'waitsBeforeBooking' : 'bookedUntilDecided',
      )
      if (c.outOfCart)
        await traveller.call(json('POST', TRIPS_API_PATHS.eventCart(eventId), { inCart: false }))
      const decided = await approver.call(
        json('POST', APPROVALS_API.decision(request!.id), { decision: c.decision }),
      )
      expect(decided.statusCode, decided.body).toBe(200)
      expect(decided.json().request.outcome).toBe(c.outcome)
      expect((await eventRow(eventId)).state).toBe(c.state)
      const history = await approver.call(json('GET', `${APPROVALS_API.requests}?view=history`))
      const listed = history.json().requests.find((r: { id: string }) => r.id === request!.id)
      expect(listed.outcome).toBe(c.outcome)
      const mail = await lastMailTo(traveller.email)
      expect(mail).toContain(c.mail)
      // Never the sentence of another outcome.
      for (const other of cases.filter((o) => o.outcome !== c.outcome)) expect(mail).not.toContain(other.mail)
    })
  }
})
