// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { city, fakeApi, texts } from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import {
  eachSearchBoxTest,
  searchBoxHarness,
} from '../../testing/features/search-box/search-box-test-kit.tsx'
import { daysFromToday } from './flight-box-state.ts'
import { LAST_STAY_SEARCH_KEY, lastStaySearch, parseLastStaySearch } from './stay-box-state.ts'
import { StaySearchBox } from './stay-search-box.tsx'

const TOKYO = city('TYO', 'Tokyo', 'JP')
const answers = { tok: [TOKYO], tyo: [TOKYO] }
const t = texts.stays
const { page, form, choose, search, alert, nowAt, expectPlainGetForm, expectAxeInBothLanguages } =
  searchBoxHarness(t.label, '/hotels', () => <StaySearchBox api={fakeApi(answers).api} />)

describe('the stay search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates, in Korean on the Korean site', () => {
    expectPlainGetForm('/hotels/search', ['destination', 'checkin', 'checkout', 'adults', 'rooms'])
    expect(screen.getByText('체크인')).toBeTruthy()
  })

  it('goes to the stay’s results URL, moves check-out after a later check-in, and opens with that search next time', async () => {
    const user = userEvent.setup()
    const { unmount } = renderInApp(page())
    await choose(t.destination, 'tok', /Tokyo/)
    const checkin = within(form()).getByLabelText(t.checkin)
    await user.clear(checkin)
    await user.type(checkin, daysFromToday(30))
    expect(within(form()).getByLabelText(t.checkout)).toHaveProperty('value', daysFromToday(31))
    await user.selectOptions(within(form()).getByLabelText(t.adults), '3')
    await user.selectOptions(within(form()).getByLabelText(t.rooms), '2')
    await search()
    expect(nowAt()).toBe(`/hotels/search/TYO/${daysFromToday(30)}/${daysFromToday(31)}?adults=3&rooms=2`)
    unmount()
    renderInApp(page())
    await waitFor(() =>
      expect(within(form()).getByRole('combobox', { name: t.destination })).toHaveProperty('value', 'Tokyo'),
    )
    expect(within(form()).getByText('3 adults, 2 rooms')).toBeTruthy()
  })

  it('says what is wrong instead of searching', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await search()
    expect(alert()).toBe(t.problems.placeMissing)
    await choose(t.destination, 'tok', /Tokyo/)
    await user.selectOptions(within(form()).getByLabelText(t.rooms), '3')
    await search()
    expect(alert()).toBe(t.problems.STAY_ROOMS_OVER_ADULTS)
    await user.selectOptions(within(form()).getByLabelText(t.rooms), '1')
    await user.selectOptions(within(form()).getByLabelText(t.adults), '5')
    await search()
    expect(alert()).toBe(t.problems.STAY_TOO_MANY_PER_ROOM.replace('{perRoom}', '4'))
    expect(nowAt()).toBe('/hotels')
  })

  it('forgets a stored search it cannot read, and moves stored dates that have passed', () => {
    expect(parseLastStaySearch('not json')).toBeNull()
    const old = JSON.stringify({
      destination: TOKYO,
      checkin: '2020-01-01',
      checkout: '2020-01-03',
      adults: 99,
    })
    expect(parseLastStaySearch(old)).toEqual({
      destination: TOKYO,
      checkin: daysFromToday(14),
      checkout: daysFromToday(16),
      adults: 2,
      rooms: 1,
    })
    window.localStorage.setItem(LAST_STAY_SEARCH_KEY, '{')
    expect(lastStaySearch.read()).toBeNull()
  })

  it('passes axe, and in Korean too', () => expectAxeInBothLanguages())
})
