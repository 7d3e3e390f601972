// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { renderTripsPage, tripsPageApi } from '../../testing/features/trips-page/trips-page-test-kit.tsx'
import { TripPage } from './trip-page.tsx'

installViewport(1280)

/** The server shares the machine with other test files: calls get time. */

describe('an editor changing events on the trip page', () => {
  const server = realServer()

  /** A trip with a booked hotel and a saved car, open on its page; what the page publishes is kept. */
  async function openTrip() {
    const who = await traveller(server.t)
    const hotel = await who.save({ title: 'Hotel Sacher', destination: 'Vienna' })
    const trip = hotel.trip.fullTripId
    const booked = await who.call(json('POST', TRIPS_API_PATHS.eventBook(hotel.event.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)
    await who.save({ vertical: 'car', title: 'Compact car', destination: 'Vienna' }, trip)
    const { api, sent } = tripsPageApi(server.baseUrl, who)
    const view = renderTripsPage(<TripPage api={api} />, api, {
      path: `/trips/${trip}`,
      pattern: '/trips/:fullTripId',
    })
    const changes: unknown[] = []
    view.bus.subscribe('trips:changed', (change) => changes.push(change))
    await screen.findByRole('heading', { level: 1, name: hotel.trip.tripName }, LOAD)
    const stateOf = async (title: string) =>
      (await who.store('trip', trip)).trip?.events.items.find((e) => e.title === title)?.state
    return { trip, sent, changes, stateOf }
  }

  it('tells the page when an item goes in and out of the cart', async () => {
    const { trip, changes } = await openTrip()
    await userEvent.click(screen.getByRole('button', { name: 'Put in cart: Compact car' }))
    await screen.findByText('Compact car is in your cart.', undefined, LOAD)
    expect(changes).toEqual([{ reason: 'edited', fullTripId: trip }])
    await userEvent.click(await screen.findByRole('button', { name: 'Take out of cart: Compact car' }, LOAD))
    await screen.findByText('Compact car is out of your cart.', undefined, LOAD)
    expect(changes).toEqual([
      { reason: 'edited', fullTripId: trip },
      { reason: 'edited', fullTripId: trip },
    ])
  })

  it('asks before cancelling a booking, by keyboard, and tells the page once cancelled', async () => {
    const { trip, sent, changes, stateOf } = await openTrip()
    const user = userEvent.setup()
    const cancel = screen.getByRole('button', { name: 'Cancel booking: Hotel Sacher' })
    act(() => cancel.focus())
    await user.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the booking of Hotel Sacher?' }, LOAD)
    expect(dialog.textContent).toContain('This cannot be undone.')
    // Escape keeps the booking.
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([])
    expect(await stateOf('Hotel Sacher')).toBe('booked')

    act(() => screen.getByRole('button', { name: 'Cancel booking: Hotel Sacher' }).focus())
    await user.keyboard('{Enter}')
    const again = await screen.findByRole('dialog', { name: 'Cancel the booking of Hotel Sacher?' }, LOAD)
    await user.click(within(again).getByRole('button', { name: 'Keep the booking' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent).toEqual([])

    act(() => screen.getByRole('button', { name: 'Cancel booking: Hotel Sacher' }).focus())
    await user.keyboard('{Enter}')
    const last = await screen.findByRole('dialog', { name: 'Cancel the booking of Hotel Sacher?' }, LOAD)
    act(() => within(last).getByRole('button', { name: 'Cancel booking' }).focus())
    await user.keyboard('{Enter}')
    await screen.findByText('The booking of Hotel Sacher is cancelled.', undefined, LOAD)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(sent.map((r) => r.method)).toEqual(['POST'])
    expect(await stateOf('Hotel Sacher')).toBe('cancelled')
    expect(changes).toEqual([{ reason: 'edited', fullTripId: trip }])
  })
})
