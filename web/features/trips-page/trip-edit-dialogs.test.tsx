// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { renderTripsPage, tripsPageApi } from '../../testing/features/trips-page/trips-page-test-kit.tsx'
import { EditTripDialog } from './trip-edit-dialogs.tsx'

installViewport(1280)

/** The server shares the machine with other test files: calls get time. */

describe('the rename and re-date dialog', () => {
  const server = realServer()

  /** A trip whose dates come from its one saved event (2099-05-01 to 2099-05-03), none set by hand. */
  async function tripWithEventDates() {
    const who = await traveller(server.t)
    const saved = await who.save({ destination: 'Jeju' })
    const store = await who.store('trip', saved.trip.fullTripId)
    const trip = store.trip
    if (!trip) throw new Error('no trip')
    expect([trip.startDate, trip.endDate]).toEqual(['2099-05-01', '2099-05-03'])
    return { who, trip }
  }
  const storedDates = (name: string) =>
    server.t.database.db
      .selectFrom('trips')
      .select(['start_date', 'end_date'])
      .where('name', '=', name)
      .executeTakeFirst()

  it('sends only the name for a plain rename, leaving the dates to the events', async () => {
    const { who, trip } = await tripWithEventDates()
    const { api, sent } = tripsPageApi(server.baseUrl, who)
    const onDone = vi.fn<(message: string) => void>()
    renderTripsPage(<EditTripDialog trip={trip} onClose={() => {}} onDone={onDone} />, api)
    const name = screen.getByRole('textbox', { name: 'Trip name' })
    await userEvent.clear(name)
    await userEvent.type(name, 'Jeju in spring{Enter}')
    await waitFor(
      () => expect(onDone).toHaveBeenCalledWith('Saved. The trip is now called Jeju in spring.'),
      LOAD,
    )
    expect(sent).toEqual([
      { method: 'PUT', path: `/trips/api/trips/${trip.fullTripId}`, body: { name: 'Jeju in spring' } },
    ])
    expect(await storedDates('Jeju in spring')).toEqual({ start_date: null, end_date: null })
  })

  it('sends a changed date alone, and nothing when nothing changed', async () => {
    const { who, trip } = await tripWithEventDates()
    const { api, sent } = tripsPageApi(server.baseUrl, who)
    const onDone = vi.fn<(message: string) => void>()
    const onClose = vi.fn<() => void>()
    renderTripsPage(<EditTripDialog trip={trip} onClose={onClose} onDone={onDone} />, api)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(sent).toEqual([])
    const end = screen.getByLabelText('End date')
    await userEvent.clear(end)
    await userEvent.type(end, '2099-05-09')
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), LOAD)
    expect(sent.map((r) => r.body)).toEqual([{ endDate: '2099-05-09' }])
  })
})
