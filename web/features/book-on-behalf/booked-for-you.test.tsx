// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { delegate } from '../../../server/testing/book-on-behalf/book-on-behalf-test-kit.ts'
import { createCompany, json } from '../../../server/testing/company/company-test-kit.ts'
import { memberBrowser } from '../../../server/testing/trips/trips-test-kit.ts'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { drawerEnv, renderDrawer } from '../../testing/features/trips-drawer/trips-drawer-test-kit.tsx'
import { renderTripsPage, tripsPageApi } from '../../testing/features/trips-page/trips-page-test-kit.tsx'
import { TripPage } from '../trips-page/trip-page.tsx'

installViewport(1280)

/** Decision 056: a traveller sees, on the trip page and in the drawer, who booked for them. */
describe('a booking an arranger made, as the traveller sees it', () => {
  const server = realServer()

  async function bookedForAva() {
    const company = await createCompany(server.t)
    const rafael = await memberBrowser(server.t, company, 'travelArranger', 'Rafael')
    const ava = await memberBrowser(server.t, company, 'traveler', 'Ava')
    await delegate(server.t, company, ava.id, rafael.id)
    const own = await ava.save({ title: 'Own pick', destination: 'Porto' })
    await ava.call(json('POST', TRIPS_API_PATHS.eventBook(own.event.id), {}))
    await rafael.call(json('POST', BOOK_ON_BEHALF_API.selectTraveler, { email: ava.email }))
    const saved = await rafael.save({ title: 'Casa Lisboa', destination: 'Lisbon' })
    const booked = await rafael.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect(booked.statusCode, booked.body).toBe(200)
    return { ava, trip: saved.trip }
  }

  it('the trip page says "Booked by Rafael User for you" under the booking he made', async () => {
    const { ava, trip } = await bookedForAva()
    const { api } = tripsPageApi(server.baseUrl, ava)
    renderTripsPage(<TripPage api={api} />, api, {
      path: `/trips/${trip.fullTripId}`,
      pattern: '/trips/:fullTripId',
    })
    await screen.findByRole('heading', { level: 1, name: trip.tripName }, LOAD)
    const item = screen.getByRole('heading', { level: 3, name: /Casa Lisboa/ }).closest('li') as HTMLElement
    expect(within(item).getByText('Booked by Rafael User for you')).toBeTruthy()
  })

  it('the drawer names who booked in a trip for the traveller', async () => {
    const { ava } = await bookedForAva()
    const { env } = drawerEnv(server.baseUrl, ava)
    renderDrawer(env)
    const toggle = () => screen.getByRole('button', { name: /^Trips/ })
    await waitFor(() => expect(toggle().getAttribute('aria-label')).toMatch(/^Trips/), LOAD)
    await userEvent.click(toggle())
    const dialog = await screen.findByRole('dialog', { name: 'Your trips' }, LOAD)
    const lisbon = within(dialog).getByRole('link', { name: /Lisbon/ })
    expect(lisbon.textContent).toContain('Booked by Rafael User for you')
    const porto = within(dialog).getByRole('link', { name: /Porto/ })
    expect(porto.textContent).not.toContain('Booked by')
  })
})
