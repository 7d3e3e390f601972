// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, offer } from '../../../server/testing/trips/trips-test-kit.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { businessMember, openCheckout } from '../../testing/features/checkout/checkout-dialog-kit.tsx'

installViewport(1200)

/** The business checkout against the real server (decision 053): the quote, Book, and a refusal. */
describe('the checkout dialog', () => {
  const server = realServerWithCompany()

  async function memberWithSavedOffer() {
    const who = await businessMember(server.t, server.company, 'traveler', { secondFactor: true })
    const saved = await who.save(offer({ title: 'Harbour Hotel', priceMinor: 18_000, currency: 'USD' }))
    return { eventId: saved.event.id, who }
  }

  it('shows the traveller and the price from the quote, and books on Book', async () => {
    const { eventId, who } = await memberWithSavedOffer()
    const { onBooked } = openCheckout(server.baseUrl, who, eventId, 'Harbour Hotel')
    const dialog = await screen.findByRole('dialog', { name: 'Book Harbour Hotel' })
    await waitFor(() => expect(dialog.textContent).toContain('$180.00'), LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    expect(onBooked.mock.calls[0]?.[0].event.state).toBe('booked')
  })

  it('says in words why a booking was refused and stays open', async () => {
    const { eventId, who } = await memberWithSavedOffer()
    const { onBooked } = openCheckout(server.baseUrl, who, eventId, 'Harbour Hotel')
    await screen.findByRole('dialog', { name: 'Book Harbour Hotel' })
    const book = screen.getByRole('button', { name: 'Book' })
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull(), LOAD)
    // Booked meanwhile in another tab: this dialog's Book is refused.
    const elsewhere = await who.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), {}))
    expect(elsewhere.statusCode).toBe(200)
    await userEvent.click(book)
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('This item cannot be booked now.'),
      LOAD,
    )
    expect(onBooked).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Book' }).getAttribute('aria-disabled')).toBeNull()
  })
})
