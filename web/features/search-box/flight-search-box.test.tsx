// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import {
  choosePlace,
  city,
  eachSearchBoxTest,
  fakeApi,
  inKorean,
  inRouter,
  nowAt,
  SEOUL,
  texts,
  violations,
} from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import { isoDay } from './flight-box-state.ts'
import { FlightSearchBox } from './flight-search-box.tsx'
import { LAST_SEARCH_KEY } from './last-search.ts'

const TOKYO = city('TYO', 'Tokyo', 'JP')
const OSAKA = city('OSA', 'Osaka', 'JP')
const answers = { seo: [SEOUL], sel: [SEOUL], tok: [TOKYO], tyo: [TOKYO], osa: [OSAKA] }

function page(initialPath = '/', box = <FlightSearchBox api={fakeApi(answers).api} />) {
  return inRouter(initialPath, box)
}

const form = () => screen.getByRole('form', { name: texts.flights.label })
const now = nowAt
const choose = (label: string, typed: string, option: RegExp) => choosePlace(form(), label, typed, option)

describe('the flight search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates', () => {
    document.body.innerHTML = renderToString(inKorean(page()))
    const html = screen.getByRole('form')
    expect(html.getAttribute('method')).toBe('get')
    expect(html.getAttribute('action')).toBe('/flights/search')
    const names = [...(html as HTMLFormElement).elements].map((e) => e.getAttribute('name')).filter(Boolean)
    expect(names).toEqual(
      expect.arrayContaining([
        'trip',
        'from',
        'to',
        'depart',
        'return',
        'adults',
        'children',
        'infants',
        'cabin',
      ]),
    )
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
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(now()).toBe(`/flights/search/SEL-TYO/${isoDay(14)}/${isoDay(21)}?adults=2&cabin=business`)
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

  it('says what is wrong instead of searching', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(texts.problems.placeMissing)
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'sel', /Seoul/)
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(texts.problems.FLIGHT_SAME_PLACE)
    await user.clear(within(form()).getByRole('combobox', { name: texts.to }))
    await choose(texts.to, 'tok', /Tokyo/)
    await user.clear(within(form()).getByLabelText(texts.return))
    await user.type(within(form()).getByLabelText(texts.return), isoDay(3))
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(texts.problems.FLIGHT_RETURN_BEFORE_DEPART)
    await user.selectOptions(within(form()).getByLabelText(new RegExp(`^${texts.travellers.infants}`)), '2')
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(texts.problems.FLIGHT_INFANTS_OVER_ADULTS)
    expect(now()).toBe('/')
  })

  it('shows a results page’s search, naming its codes once the places API has', async () => {
    const search = {
      kind: 'oneWay' as const,
      legs: [{ from: 'SEL', to: 'TYO', date: isoDay(30) }],
      adults: 3,
      children: 1,
      infants: 0,
      cabin: 'first' as const,
    }
    renderInApp(page('/', <FlightSearchBox initial={search} api={fakeApi(answers).api} />))
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
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(now()).toBe(`/flights/search/SEL-TYO/${isoDay(14)}/TYO-OSA/${isoDay(21)}`)
  })

  it('passes axe, and in Korean too', async () => {
    renderInApp(<main>{page()}</main>)
    expect(await violations()).toEqual([])
    cleanup()
    render(inKorean(<main>{page()}</main>))
    expect(screen.getByRole('radio', { name: '왕복' })).toBeTruthy()
    expect(await violations()).toEqual([])
  })
})
