// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { placeIndex } from '../../../server/services/catalogue/places/places.service.ts'
import { createStayGenerator } from '../../../server/services/catalogue/stays/stay-generator.ts'
import { traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { BookingPage } from './booking-page.tsx'

const LOAD = { timeout: 10_000 }

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const stays = createStayGenerator(placeIndex)

/** A Tokyo stay two nights a month ahead for one adult, with free cancellation or without. */
function stayRate(free: boolean) {
  const offers = stays.searchStays({
    destination: 'TYO',
    checkin: day(30),
    checkout: day(32),
    adults: 1,
    rooms: 1,
    today: day(0),
  })
  for (const offer of offers)
    for (const rate of offer.rates) if ((rate.freeCancellationUntil !== null) === free) return rate
  throw new Error('no such rate')
}

/** The booking page against the real server (decision 084): review, traveller, card, confirmation, cancel. */
describe('the booking page', () => {
  const server = realServer({ env: { DEMO_CATALOGUE: '1' } })

  async function open(free: boolean) {
    const me = await traveller(server.t, { firstName: 'Mina' })
    const rate = stayRate(free)
    const saved = await me.save({
      vertical: 'hotel',
      offerId: rate.id,
      title: 'A stay',
      priceMinor: 1,
      currency: 'USD',
      startAt: '2099-01-01T00:00:00.000Z',
      destination: 'Tokyo',
    })
    const browser = signedInFakeBrowser(server.baseUrl, me)
    const render = () => {
      const router = createMemoryRouter(
        [{ path: '/book/:eventId', element: <BookingPage client={() => browser.client} /> }],
        { initialEntries: [`/book/${saved.event.id}`] },
      )
      renderInApp(
        <main>
          <RouterProvider router={router} />
        </main>,
      )
    }
    render()
    await screen.findByRole('heading', { level: 2, name: 'Your booking' }, LOAD)
    return { reopen: render, saved, me }
  }
  const field = (label: string) => screen.getByLabelText(label)
  /** The traveller and the card's holder, by their fields' labels (each case adds its card). */
  const MINA = {
    'First name': 'Mina',
    'Last name': 'Kim',
    'Date of birth': '1990-04-02',
    'Security code': '123',
    'Name on the card': 'Mina Kim',
  }
  /** Types each text into the field it is keyed by (its label), in order. */
  async function fillIn(user: ReturnType<typeof userEvent.setup>, texts: Record<string, string>) {
    for (const [label, text] of Object.entries(texts)) {
      await user.clear(field(label))
      await user.type(field(label), text)
    }
  }

  it('reviews a stay, says what is wrong beside each field, books it with a test card, and cancels it free', async () => {
    const user = userEvent.setup()
    const { saved, me } = await open(true)
    expect(screen.getByText(/^Free cancellation until/)).toBeTruthy()
    // Paying oneself, the traveller starts as the account holder: the name and e-mail are there.
    expect(field('First name')).toHaveProperty('value', 'Mina')
    expect(field('E-mail for the confirmation')).toHaveProperty('value', me.email)
    expect(screen.getByText('Total')).toBeTruthy()
    await fillIn(user, {
      ...MINA,
      'Last name': '김',
      'Card number': '4000 0000 0000 0002',
      'Expiry (MM/YY)': '12/31',
    })
    await user.click(screen.getByRole('button', { name: /^Book and pay/ }))
    // The Korean surname is refused beside its field, in words; nothing was charged.
    expect(await screen.findByText(/Use Latin letters as printed on the passport/, {}, LOAD)).toBeTruthy()
    expect(field('Last name').getAttribute('aria-invalid')).toBe('true')
    // The refused field takes the focus from the Book button far below it.
    await waitFor(() => expect(document.activeElement).toBe(field('Last name')))
    await user.clear(field('Last name'))
    await user.type(field('Last name'), 'Kim')
    await user.click(screen.getByRole('button', { name: /^Book and pay/ }))
    expect(await screen.findByText('The card was declined. Try another card.', {}, LOAD)).toBeTruthy()
    await user.clear(field('Card number'))
    await user.type(field('Card number'), '4242 4242 4242 4242')
    await user.click(screen.getByRole('button', { name: /^Book and pay/ }))
    await screen.findByRole('heading', { level: 2, name: 'Booked' }, LOAD)
    // The confirmation is read from its top: its heading takes the focus from the Book button.
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Booked'))
    expect(screen.getByText(/^Booking reference: [A-Z0-9]{8}$/)).toBeTruthy()
    expect(screen.getByText(/with the card ending 4242/)).toBeTruthy()
    // Titled as a booking now, with the way to its trip (the trip the stay was saved to).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your booking')
    expect(screen.getByRole('link', { name: 'See the trip' }).getAttribute('href')).toBe(
      saved.trip.tripUrl.url,
    )
    expect(within(screen.getByRole('list')).getByText('Mina Kim')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await screen.findByRole('heading', { level: 2, name: 'Cancelled' }, LOAD)
    expect(screen.getByText(/is refunded to your card/)).toBeTruthy()
  })

  it('cancels a rate that is not refundable without a refund, and says so', async () => {
    const user = userEvent.setup()
    const { reopen } = await open(false)
    expect(screen.getByText(/^Not refundable/)).toBeTruthy()
    expect(await axeViolations()).toEqual([])
    await fillIn(user, { ...MINA, 'Card number': '4242424242424242', 'Expiry (MM/YY)': '01/30' })
    await user.click(screen.getByRole('button', { name: /^Book and pay/ }))
    await screen.findByRole('heading', { level: 2, name: 'Booked' }, LOAD)
    // Coming back to the page shows the booking, not a new review.
    cleanup()
    reopen()
    await screen.findByRole('heading', { level: 2, name: 'Booked' }, LOAD)
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Cancel this booking' }))
    await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }))
    await waitFor(
      () => expect(screen.getByText('This was not refundable: nothing was refunded.')).toBeTruthy(),
      LOAD,
    )
  })
})
