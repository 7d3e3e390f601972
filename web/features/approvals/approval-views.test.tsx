// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SETTINGS_BODY } from '../../../server/testing/approvals/approvals-test-kit.ts'
import { createMemberOf } from '../../../server/testing/company/company-test-kit.ts'
import { json, offer } from '../../../server/testing/trips/trips-test-kit.ts'
import { APPROVALS_API } from '../../../shared/business/approvals-contract.ts'
import type { TApprovalRequestView } from '../../../shared/business/approvals-schemas.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { businessMember, openCheckout } from '../../testing/features/checkout/checkout-dialog-kit.tsx'
import { ApprovalCard } from './approval-card.tsx'

installViewport(1200)

/** Approvals in the browser (decision 055): the checkout's approval section and a request's card. */
describe('approval views', () => {
  const server = realServerWithCompany()

  const businessBrowser = (role: 'admin' | 'approver' | 'traveler') =>
    businessMember(server.t, server.company, role, { secondFactor: true })

  /** Approval before booking, the traveller free to choose the approver or not; an approver so named. */
  async function approvalBeforeBooking(allowCustomApprover: boolean, [first, last]: [string, string]) {
    const admin = await businessBrowser('admin')
    const approver = await createMemberOf(server.t, server.company, 'approver')
    await server.t.database.db
      .updateTable('users')
      .set({ first_name: first, last_name: last })
      .where('id', '=', approver.id)
      .execute()
    await admin.call(
      json('PUT', APPROVALS_API.settingsMode('beforeBooking'), { ...SETTINGS_BODY, allowCustomApprover }),
    )
    return { admin, approver }
  }

  it('the checkout says approval is needed before booking, names the approver, and the booking waits', async () => {
    const { admin, approver } = await approvalBeforeBooking(false, ['Priya', 'Raman'])
    await admin.call(
      json('PUT', APPROVALS_API.approvers, {
        groupId: null,
        steps: [{ kind: 'user', approverUserId: approver.id, backupUserId: null }],
      }),
    )
    const who = await businessBrowser('traveler')
    const saved = await who.save(offer({ title: 'Harbour Hotel', priceMinor: 18_000, currency: 'USD' }))
    const { onBooked } = openCheckout(server.baseUrl, who, saved.event.id, 'Harbour Hotel')
    const dialog = await screen.findByRole('dialog', { name: 'Book Harbour Hotel' })
    await waitFor(
      () => expect(dialog.textContent).toContain('Approval needed: this booking waits until it is approved.'),
      LOAD,
    )
    expect(screen.getByRole('region', { name: 'Approval' }).textContent).toContain('Priya Raman')
    expect(screen.queryByLabelText('Choose your approver (optional)')).toBeNull()
    // Nothing is booked until approved, and the button says so (decision 076).
    expect(dialog.textContent).toContain('Nothing is booked yet: it is sent to your approver')
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    expect(onBooked.mock.calls[0]?.[0].event).toMatchObject({
      state: 'inCart',
      business: { approvalStatus: 'pending' },
    })
  })

  it('when the company allows it, the traveller chooses the approver at checkout', async () => {
    const { approver: chosen } = await approvalBeforeBooking(true, ['Quinn', 'Okafor'])
    const who = await businessBrowser('traveler')
    const saved = await who.save(offer({ title: 'Quay Hotel', priceMinor: 18_000, currency: 'USD' }))
    const { onBooked } = openCheckout(server.baseUrl, who, saved.event.id, 'Quay Hotel', { approvers: true })
    const picker = await screen.findByRole('combobox', { name: 'Choose your approver (optional)' }, LOAD)
    await userEvent.type(picker, 'Quinn')
    await userEvent.click(await screen.findByRole('option', { name: /Quinn Okafor/ }, LOAD))
    expect(picker).toHaveProperty('value', 'Quinn Okafor')
    await userEvent.keyboard('{Escape}')
    await userEvent.click(await screen.findByRole('button', { name: 'Send for approval' }, LOAD))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    const step = await server.t.database.db
      .selectFrom('approval_requests as r')
      .innerJoin('approval_request_steps as s', 's.request_id', 'r.id')
      .select('s.approver_user_id')
      .where('r.trip_event_id', '=', saved.event.id)
      .executeTakeFirstOrThrow()
    expect(step.approver_user_id).toBe(chosen.id)
  })

  it('a request card shows the policy verdict and reasons, and approves with the comment', async () => {
    const request: TApprovalRequestView = {
      id: 'r1',
      status: 'pending',
      timing: 'beforeBooking',
      defaultOnTimeout: 'keep',
      outcome: 'waitsBeforeBooking',
      traveler: { userId: 'u1', name: 'Ava Chen', email: 'ava@northwind.test' },
      booker: { userId: 'u2', name: 'Rafael Ortiz', email: 'arranger@northwind.test' },
      item: { title: 'Hotel Lisboa', vertical: 'hotel', startsAt: '2099-05-01T15:00:00.000Z', endsAt: null },
      priceMinor: 42_000,
      currency: 'USD',
      policyStatus: 'out',
      policyReasons: [{ code: 'OVER_BUDGET', values: { priceMinor: 42_000, budgetMinor: 30_000 } }],
      outOfPolicyReason: 'Client meeting moved',
      currentStep: 0,
      stepDueAt: '2099-04-01T10:00:00.000Z',
      createdAt: '2099-03-31T10:00:00.000Z',
      decidedAt: null,
      decidedVia: null,
      comment: null,
      steps: [{ position: 0, approver: null, backup: null, outcome: null, decidedBy: null, comment: null }],
      canDecide: true,
    }
    const onDecide = vi.fn()
    renderInApp(<ApprovalCard request={request} busy={false} onDecide={onDecide} />)
    const card = screen.getByRole('article', { name: 'Hotel Lisboa' })
    for (const text of [
      'Ava Chen',
      'Rafael Ortiz',
      '$420.00',
      'Out of policy',
      'Costs $420.00, over the budget of $300.00',
      'Client meeting moved',
      'Any approver',
    ])
      expect(card.textContent).toContain(text)
    await userEvent.type(screen.getByLabelText('Comment (optional)'), 'Fine by me')
    await userEvent.click(screen.getByRole('button', { name: 'Approve Hotel Lisboa for Ava Chen' }))
    expect(onDecide).toHaveBeenCalledWith('approve', 'Fine by me')
  })
})
