// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import type { TestCompany } from '../../../server/testing/company/company-test-kit.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import {
  businessMember,
  openCheckout,
  saveFiveStarHotel,
} from '../../testing/features/checkout/checkout-dialog-kit.tsx'
import { companyWithHotelPolicy } from '../../testing/features/travel-policy/policy-company.ts'

installViewport(1200)

/** The checkout's policy section against the real server (decision 054): badge, reason, block. */
describe('the checkout’s policy section', () => {
  const server = realServer({ config: { demoCatalogue: true } })
  let company: TestCompany
  beforeAll(async () => {
    company = (await companyWithHotelPolicy(server.t)).company
  })

  it('shows Out of policy with its reasons and waits for a reason of 10 characters', async () => {
    // The five-star Paris hotel is out of policy: over the city cap and the star cap.
    const who = await businessMember(server.t, company, 'traveler')
    const { eventId, title } = await saveFiveStarHotel(who)
    const { onBooked } = openCheckout(server.baseUrl, who, eventId, title)
    const dialog = await screen.findByRole('dialog', { name: `Book ${title}` })
    await waitFor(() => expect(dialog.textContent).toContain('Out of policy'), LOAD)
    expect(dialog.textContent).toContain('over this city’s cap of $200.00')
    expect(dialog.textContent).toContain('5 stars is above the allowed 4')
    const book = screen.getByRole('button', { name: 'Book' })
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBe('true'))
    const reason = screen.getByRole('textbox', { name: 'Why book out of policy?' })
    await userEvent.type(reason, 'too short')
    expect(book.getAttribute('aria-disabled')).toBe('true')
    expect(dialog.textContent).toContain('Write at least 10 characters.')
    await userEvent.type(reason, ' still')
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull())
    await userEvent.click(book)
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    const row = await server.t.database.db
      .selectFrom('trip_events')
      .select(['policy_status', 'out_of_policy_reason'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ policy_status: 'out', out_of_policy_reason: 'too short still' })
  })

  it('says the booking is blocked and keeps Book disabled', async () => {
    const { company: strict } = await companyWithHotelPolicy(server.t, { handling: 'block' })
    const who = await businessMember(server.t, strict, 'traveler')
    const { eventId, title } = await saveFiveStarHotel(who)
    openCheckout(server.baseUrl, who, eventId, title)
    const dialog = await screen.findByRole('dialog', { name: `Book ${title}` })
    await waitFor(() => expect(dialog.textContent).toContain('does not allow booking this'), LOAD)
    expect(screen.queryByRole('textbox')).toBeNull()
    // The section reports it is not ready from an effect, right after it first shows.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Book' }).getAttribute('aria-disabled')).toBe('true'),
    )
  })
})
