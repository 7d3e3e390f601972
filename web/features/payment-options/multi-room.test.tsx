// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  type TestCompany,
} from '../../../server/testing/company/company-test-kit.ts'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { SearchForm } from '../trip-catalogue/search-form.tsx'
import { roomsOf } from './multi-room.tsx'

describe('multi-room bookings on the hotel search form', () => {
  const server = realServer()
  let company: TestCompany
  beforeAll(async () => {
    company = await createCompany(server.t)
  })

  it('reads the rooms of a results page: 2 to 8, else one', () => {
    expect(roomsOf('?rooms=3')).toBe(3)
    for (const search of ['', '?rooms=1', '?rooms=9', '?rooms=2.5', '?rooms=x', '?rooms=-2'])
      expect(roomsOf(search)).toBe(1)
  })

  async function show(vertical: 'hotel' | 'car') {
    const user = await createMemberOf(server.t, company, 'traveler')
    const who = await signInBrowser(server.t, user, { businessMode: true })
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const router = createMemoryRouter(
      [
        { path: '/hotels', element: <SearchForm vertical={vertical} client={() => browser.client} /> },
        { path: '/hotels/search/*', element: <p>results</p> },
      ],
      { initialEntries: ['/hotels'] },
    )
    renderInApp(<RouterProvider router={router} />, {
      auth: signedInAuth({ businessState: testBusinessState() }),
    })
    // The form asked the company's setting (answered or not, it shows no rooms until it knows).
    const asked = () =>
      waitFor(
        () =>
          expect(browser.jar.requests.some((r) => r.url.endsWith(TRAVEL_SETTINGS_API.multiRoom))).toBe(true),
        LOAD,
      )
    return { router, asked }
  }

  it('offers 1 to 8 rooms once the company allows them, and carries the choice to the results page', async () => {
    const admin = await adminBrowser(server.t, company)
    const off = await show('hotel')
    await off.asked()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(screen.queryByRole('combobox', { name: en.payFields.rooms.label })).toBeNull()
    cleanup()
    expect((await admin.call(json('PUT', TRAVEL_SETTINGS_API.multiRoomEnable))).statusCode).toBe(200)
    const { router } = await show('hotel')
    const rooms = await screen.findByRole('combobox', { name: en.payFields.rooms.label }, LOAD)
    expect(screen.getAllByRole('option', { name: /rooms?$/ })).toHaveLength(8)
    await userEvent.selectOptions(rooms, '3')
    await userEvent.click(screen.getByRole('button', { name: en.tripsCatalogue.form.submit }))
    await waitFor(() => expect(router.state.location.search).toBe('?rooms=3'), LOAD)
    cleanup()
    await show('car')
    await screen.findByRole('button', { name: en.tripsCatalogue.form.submit })
    expect(screen.queryByRole('combobox', { name: en.payFields.rooms.label })).toBeNull()
    await admin.call(json('PUT', TRAVEL_SETTINGS_API.multiRoomDisable))
  })
})
