// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { city, fakeApi, SEOUL, texts } from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import {
  eachSearchBoxTest,
  searchBoxHarness,
} from '../../testing/features/search-box/search-box-test-kit.tsx'
import { daysFromToday } from './flight-box-state.ts'
import { FlightSearchBox } from './flight-search-box.tsx'
import { LAST_SEARCH_KEY } from './last-search.ts'

const TOKYO = city('TYO', 'Tokyo', 'JP')
const OSAKA = city('OSA', 'Osaka', 'JP')
const answers = { seo: [SEOUL], sel: [SEOUL], tok: [TOKYO], tyo: [TOKYO], osa: [OSAKA] }
const { page, form, choose, search, alert, nowAt, expectPlainGetForm, expectAxeInBothLanguages } =
  searchBoxHarness(texts.flights.label, '/', () => <FlightSearchBox api={fakeApi(answers).api} />)

describe('the flight search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates', () => {
    expectPlainGetForm('/flights/search', [
      'trip',
      'from',
      'to',
      'depart',
      'return',
      'adults',
      'children',
      'infants',
      'cabin',
    ])
    // The Korean site's box is in Korean.
    expect(screen.getByRole('button', { name: '검색' })).toBeTruthy()
  })

  it('goes to the round trip’s results URL, and opens with that search next time', async () => {
    const user = userEvent.setup()
    const { unmount } = renderInApp(page())
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'tok', /Tokyo/)
    await user.selectOptions(within(form()).getByLabelText(new RegExp(`^${texts.travellers.adults}`)), '2')
    await user.selectOptions(within(form()).getByLabelText(texts.travellers.cabin), 'business')
    await search()
    expect(nowAt()).toBe(
      `/flights/search/SEL-TYO/${daysFromToday(14)}/${daysFromToday(21)}?adults=2&cabin=business`,
    )
    expect(JSON.parse(window.localStorage.getItem(LAST_SEARCH_KEY) ?? '{}')).toMatchObject({
      adults: 2,
      cabin: 'business',
    })
    unmount()
    renderInApp(page())
    await waitFor(() =>
      expect(within(form()).getByRole('combobox', { name: texts.from })).toHaveProperty('value', 'Seoul'),
    )
    expect(within(form()).getByText(/2 travellers, Business/)).toBeTruthy()
  })

  it('closes the travellers panel on Escape, leaving the focus on its summary', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    const summary = within(form()).getByText(texts.travellers.label).closest('summary') as HTMLElement
    await user.click(summary)
    const panel = summary.closest('details') as HTMLDetailsElement
    expect(panel.open).toBe(true)
    await user.click(within(form()).getByLabelText(texts.travellers.cabin))
    await user.keyboard('{Escape}')
    expect(panel.open).toBe(false)
    expect(document.activeElement).toBe(summary)
  })

  it('says what is wrong instead of searching', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await search()
    expect(alert()).toBe(texts.problems.placeMissing)
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'sel', /Seoul/)
    await search()
    expect(alert()).toBe(texts.problems.FLIGHT_SAME_PLACE)
    await user.clear(within(form()).getByRole('combobox', { name: texts.to }))
    await choose(texts.to, 'tok', /Tokyo/)
    await user.clear(within(form()).getByLabelText(texts.return))
    await user.type(within(form()).getByLabelText(texts.return), daysFromToday(3))
    await search()
    expect(alert()).toBe(texts.problems.FLIGHT_RETURN_BEFORE_DEPART)
    await user.selectOptions(within(form()).getByLabelText(new RegExp(`^${texts.travellers.infants}`)), '2')
    await search()
    expect(alert()).toBe(texts.problems.FLIGHT_INFANTS_OVER_ADULTS)
    expect(nowAt()).toBe('/')
  })

  it('shows a results page’s search, naming its codes once the places API has', async () => {
    const shown = {
      kind: 'oneWay' as const,
      legs: [{ from: 'SEL', to: 'TYO', date: daysFromToday(30) }],
      adults: 3,
      children: 1,
      infants: 0,
      cabin: 'first' as const,
    }
    renderInApp(page(<FlightSearchBox initial={shown} api={fakeApi(answers).api} />))
    expect(within(form()).getByRole('radio', { name: texts.tripKinds.oneWay })).toHaveProperty(
      'checked',
      true,
    )
    expect(within(form()).queryByLabelText(texts.return)).toBeNull()
    await waitFor(() =>
      expect(within(form()).getByRole('combobox', { name: texts.to })).toHaveProperty('value', 'Tokyo'),
    )
    expect(within(form()).getByText(/4 travellers, First/)).toBeTruthy()
  })

  it('searches several cities in order, two to five flights', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await user.click(within(form()).getByRole('radio', { name: texts.tripKinds.multiCity }))
    const flights = () => within(form()).getAllByRole('group', { name: /^Flight \d$/ })
    expect(flights()).toHaveLength(2)
    const fill = async (flight: number, label: string, typed: string, option: RegExp) => {
      await user.type(within(flights()[flight] as HTMLElement).getByRole('combobox', { name: label }), typed)
      await user.click(await screen.findByRole('option', { name: option }))
    }
    await fill(0, texts.from, 'seo', /Seoul/)
    await fill(0, texts.to, 'tok', /Tokyo/)
    await user.click(within(form()).getByRole('button', { name: texts.addFlight }))
    expect(flights()).toHaveLength(3)
    await user.click(within(form()).getByRole('button', { name: 'Remove flight 3' }))
    expect(flights()).toHaveLength(2)
    await fill(1, texts.from, 'tyo', /Tokyo/)
    await fill(1, texts.to, 'osa', /Osaka/)
    await search()
    expect(nowAt()).toBe(`/flights/search/SEL-TYO/${daysFromToday(14)}/TYO-OSA/${daysFromToday(21)}`)
  })

  it('passes axe, and in Korean too', () =>
    expectAxeInBothLanguages(() => expect(screen.getByRole('radio', { name: '왕복' })).toBeTruthy()))
})
