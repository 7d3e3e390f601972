// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { json, traveller } from '../../../server/testing/trips/trips-test-kit.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { drawerEnv, renderDrawer } from '../../testing/features/trips-drawer/trips-drawer-test-kit.tsx'

installViewport(1280)

/** The server shares the machine with other test files: loads get time. */

describe('the wishlist toast and the shared-trip notification', () => {
  const server = realServer()

  const label = () => screen.getByRole('button', { name: /^Trips/ }).getAttribute('aria-label')

  it('shows the wishlist toast while exactly one wishlist item exists, until closed', async () => {
    const who = await traveller(server.t)
    await who.save({ destination: 'Jeju' })
    renderDrawer(drawerEnv(server.baseUrl, who).env)
    const toast = await screen.findByRole('region', { name: 'Wishlist' }, LOAD)
    expect(toast.textContent).toContain('You saved your first item for Jeju.')
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('region', { name: 'Wishlist' })).toBeNull()
    cleanup()
    await who.save({ destination: 'Osaka' })
    renderDrawer(drawerEnv(server.baseUrl, who).env)
    await waitFor(() => expect(label()).toBe('Trips, 2 saved items'), LOAD)
    expect(screen.queryByRole('region', { name: 'Wishlist' })).toBeNull()
  })

  it('remembers a closed wishlist toast across page loads, for that item only', async () => {
    const who = await traveller(server.t)
    await who.save({ destination: 'Jeju' })
    const { env } = drawerEnv(server.baseUrl, who)
    renderDrawer(env)
    const toast = await screen.findByRole('region', { name: 'Wishlist' }, LOAD)
    await userEvent.click(within(toast).getByRole('button', { name: 'Close' }))
    cleanup()
    // The next page load in the same browser: the store answers, the toast stays closed.
    renderDrawer(env)
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    expect(screen.queryByRole('region', { name: 'Wishlist' })).toBeNull()
    cleanup()
    // Another traveller's single item in the same browser still gets its toast.
    const other = await traveller(server.t)
    await other.save({ destination: 'Busan' })
    renderDrawer({ ...drawerEnv(server.baseUrl, other).env, storage: env.storage })
    const second = await screen.findByRole('region', { name: 'Wishlist' }, LOAD)
    expect(second.textContent).toContain('You saved your first item for Busan.')
  })

  it('shows a trip shared with the traveller, with the sharer initial, and clears it for good on dismissal', async () => {
    const owner = await traveller(server.t, { firstName: 'Mina' })
    const friend = await traveller(server.t)
    const made = await owner.save({ destination: 'Busan' })
    const shared = await owner.call(
      json('POST', TRIPS_API_PATHS.tripShares(made.trip.fullTripId), { email: friend.email, role: 'viewer' }),
    )
    expect(shared.statusCode, shared.body).toBe(201)
    renderDrawer(drawerEnv(server.baseUrl, friend).env)
    const notice = await screen.findByRole('region', { name: 'Shared trip' }, LOAD)
    expect(notice.textContent).toContain(`shared the trip ${made.trip.tripName} with you.`)
    expect(notice.textContent).toMatch(/^M/)
    expect(notice.querySelector('img')).toBeNull()
    expect(within(notice).getByRole('link', { name: 'Open the trip' }).getAttribute('href')).toBe(
      `/trips/${made.trip.fullTripId}`,
    )
    await userEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('region', { name: 'Shared trip' })).toBeNull()
    await waitFor(async () => expect((await friend.store('user')).user?.notificationData).toBeNull())
    cleanup()
    renderDrawer(drawerEnv(server.baseUrl, friend).env)
    await waitFor(() => expect(label()).toBe('Trips, 1 saved item'), LOAD)
    expect(screen.queryByRole('region', { name: 'Shared trip' })).toBeNull()
  })
})
