// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { adminBrowser, createMemberOf, json } from '../../../server/testing/company/company-test-kit.ts'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { STAY_SEARCH_LIMITS } from '../../../shared/catalogue/stay-search-rules.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { fakeApi, texts } from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import { eachSearchBoxTest } from '../../testing/features/search-box/search-box-test-kit.tsx'
import { StaySearchBox } from '../search-box/stay-search-box.tsx'
import { roomsOf } from './multi-room.ts'

const t = texts.stays

describe('multi-room bookings on the stay search box (decision 057)', () => {
  const server = realServerWithCompany()
  eachSearchBoxTest()

  it('reads the rooms of a results page: 2 to 8, else one', () => {
    expect(roomsOf('?rooms=3')).toBe(3)
    for (const search of ['', '?rooms=1', '?rooms=9', '?rooms=2.5', '?rooms=x', '?rooms=-2'])
      expect(roomsOf(search)).toBe(1)
  })

  /** The stay box of a member of the company, in business or personal mode, opened on a two-room search. */
  async function show(businessMode: boolean) {
    const user = await createMemberOf(server.t, server.company, 'traveler')
    const who = await signInBrowser(server.t, user, { businessMode })
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const initial = { destination: 'TYO', checkin: '2031-05-01', checkout: '2031-05-03', adults: 2, rooms: 2 }
    renderInApp(
      <MemoryRouter>
        <StaySearchBox initial={initial} api={fakeApi({}).api} client={() => browser.client} />
      </MemoryRouter>,
      { auth: signedInAuth({ businessState: testBusinessState({ businessMode }) }) },
    )
    const form = screen.getByRole('form', { name: t.label })
    const asked = () => browser.jar.requests.some((r) => r.url.endsWith(TRAVEL_SETTINGS_API.multiRoom))
    const roomsSelect = () => within(form).queryByRole('combobox', { name: t.rooms })
    return { form, asked, roomsSelect }
  }

  it('a business traveller searches one room while the company books one at a time, and up to eight once it allows several', async () => {
    const admin = await adminBrowser(server.t, server.company)
    const off = await show(true)
    await waitFor(() => expect(off.roomsSelect()).toBeNull(), LOAD)
    expect(off.asked()).toBe(true)
    expect(within(off.form).getByText('2 adults, 1 room')).toBeTruthy()
    cleanup()

    expect((await admin.call(json('PUT', TRAVEL_SETTINGS_API.multiRoomEnable))).statusCode).toBe(200)
    const on = await show(true)
    await waitFor(() => expect(on.asked()).toBe(true), LOAD)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const rooms = on.roomsSelect()
    expect(rooms).toHaveProperty('value', '2')
    expect(within(rooms as HTMLElement).getAllByRole('option')).toHaveLength(STAY_SEARCH_LIMITS.maxRooms)
    await admin.call(json('PUT', TRAVEL_SETTINGS_API.multiRoomDisable))
  })

  it('in personal mode the box offers every room count and asks the company nothing', async () => {
    const personal = await show(false)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(personal.asked()).toBe(false)
    expect(personal.roomsSelect()).toHaveProperty('value', '2')
  })
})
