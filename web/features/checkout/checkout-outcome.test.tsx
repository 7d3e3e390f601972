// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { TOutOfPolicyHandling } from '../../../shared/business/checkout-contract.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import {
  businessMember,
  openCheckout,
  saveFiveStarHotel,
} from '../../testing/features/checkout/checkout-dialog-kit.tsx'
import { companyWithHotelPolicy } from '../../testing/features/travel-policy/policy-company.ts'

installViewport(1200)

/** The checkout says what Book will do (decision 076), from the quote the same checks make. */
describe('the checkout dialog says what Book will do', () => {
  const server = realServer({ config: { demoCatalogue: true } })

  /** A company whose hotel policy handles the demo's five-star hotel so; its traveller has saved it. */
  async function fiveStarUnder(handling: TOutOfPolicyHandling) {
    const { company } = await companyWithHotelPolicy(server.t, { handling })
    const who = await businessMember(server.t, company, 'traveler', { secondFactor: true })
    const { eventId, title } = await saveFiveStarHotel(who)
    return openCheckout(server.baseUrl, who, eventId, title)
  }

  it('blocked by the policy: says it cannot be booked, shows no approval, and Book does nothing', async () => {
    const { onBooked } = await fiveStarUnder('block')
    const sentence = 'This cannot be booked: your company’s travel policy blocks it. Choose another option.'
    await waitFor(() => expect(screen.getByText(sentence)).toBeTruthy(), LOAD)
    expect(screen.queryByRole('heading', { name: 'Approval' })).toBeNull()
    const book = screen.getByRole('button', { name: 'Book' })
    expect(book.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(book)
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('held for approval by the policy while approvals are off: the button sends it for approval', async () => {
    const { onBooked } = await fiveStarUnder('requireApproval')
    const sentence = 'Nothing is booked yet: it is sent to your approver and booked only once approved.'
    await waitFor(() => expect(screen.getByText(sentence)).toBeTruthy(), LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    expect(onBooked.mock.calls[0]?.[0].event.state).not.toBe('booked')
  })
})
