// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { TUpcomingFlight } from '../../../shared/trips/trips-schemas.ts'
import type { TripsPageApi } from '../../api/trips-page.ts'
import { renderTripsPage } from '../../testing/features/trips-page/trips-page-test-kit.tsx'
import { UpcomingFlights } from './upcoming-flights.tsx'

afterEach(cleanup)

const flight = (n: number): TUpcomingFlight => ({
  event: {
    id: `e${n}`,
    vertical: 'flight',
    offerId: `f${n}`,
    title: `ICN–NRT ${n}`,
    priceMinor: 100,
    currency: 'KRW',
    startAt: `2099-05-0${n}T09:00:00.000Z`,
    endAt: null,
    state: 'booked',
    isInCart: false,
    bookedAt: '2099-04-01T00:00:00.000Z',
    cancelledAt: null,
    booking: null,
    business: null,
  },
  fullTripId: 'abc234defghjkmnp',
  tripName: 'Tokyo',
  tripUrl: { url: '/trips/abc234defghjkmnp' },
})

const withFlights = (upcomingFlights: TripsPageApi['upcomingFlights']) =>
  ({ upcomingFlights }) as unknown as TripsPageApi

describe('the flight dashboard on /trips (decision 101)', () => {
  it('lists the next flights, each linking to its trip', async () => {
    renderTripsPage(
      <UpcomingFlights />,
      withFlights(async () => ({ flights: [1, 2, 3, 4, 5].map(flight) })),
    )
    const section = await screen.findByRole('region', { name: 'Your next flights' })
    const items = await within(section).findAllByRole('listitem')
    expect(items).toHaveLength(5)
    expect(
      within(items[0] as HTMLElement)
        .getByRole('link', { name: 'ICN–NRT 1' })
        .getAttribute('href'),
    ).toBe('/trips/abc234defghjkmnp')
    expect(items[0]?.textContent).toContain('Tokyo')
  })

  it('says so when the flights took too long, and tries again on request', async () => {
    const upcomingFlights = vi
      .fn<TripsPageApi['upcomingFlights']>()
      .mockRejectedValueOnce(new DOMException('The operation timed out.', 'TimeoutError'))
      .mockResolvedValueOnce({ flights: [flight(1)] })
    renderTripsPage(<UpcomingFlights />, withFlights(upcomingFlights))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your flights are taking too long to load.')
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'ICN–NRT 1' })).toBeTruthy()
    expect(upcomingFlights).toHaveBeenCalledTimes(2)
  })

  it('words any other failure generically', async () => {
    renderTripsPage(
      <UpcomingFlights />,
      withFlights(async () => Promise.reject(new Error('503'))),
    )
    expect((await screen.findByRole('alert')).textContent).toContain('Your flights could not be loaded.')
  })
})
