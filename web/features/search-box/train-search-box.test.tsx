// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import {
  city,
  fakeApi,
  inKorean,
  SEOUL,
  screenWidth,
  texts,
  violations,
} from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import { isoDay } from './flight-box-state.ts'
import { lastTrainSearch, parseLastTrainSearch } from './train-box-state.ts'
import { TrainSearchBox } from './train-search-box.tsx'

const BUSAN = city('PUS', 'Busan', 'KR')
const answers = { seo: [SEOUL], bus: [BUSAN], sel: [SEOUL] }
const t = texts.trains

function Where() {
  const location = useLocation()
  return <output aria-label="Now at">{location.pathname + location.search}</output>
}

const page = () => (
  <MemoryRouter initialEntries={['/trains']}>
    <Routes>
      <Route path="*" element={<TrainSearchBox api={fakeApi(answers).api} />} />
    </Routes>
    <Where />
  </MemoryRouter>
)
const form = () => screen.getByRole('form', { name: t.label })
const now = () => screen.getByRole('status', { name: 'Now at' }).textContent
async function choose(label: string, typed: string, option: RegExp) {
  const user = userEvent.setup()
  await user.type(within(form()).getByRole('combobox', { name: label }), typed)
  await user.click(await screen.findByRole('option', { name: option }))
}

describe('the train search box', () => {
  beforeEach(() => {
    screenWidth(1280)
    window.localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    document.body.innerHTML = ''
  })

  it('is a plain GET form to the results page before the page hydrates', () => {
    document.body.innerHTML = renderToString(inKorean(page()))
    const html = screen.getByRole('form') as HTMLFormElement
    expect(html.getAttribute('action')).toBe('/trains/search')
    const names = [...html.elements].map((e) => e.getAttribute('name')).filter(Boolean)
    expect(names).toEqual(expect.arrayContaining(['from', 'to', 'depart', 'return', 'adults']))
    expect(screen.getByText('가는 날')).toBeTruthy()
  })

  it('goes to the results URL, one way or back, and remembers the search', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'bus', /Busan/)
    await user.selectOptions(within(form()).getByLabelText(t.adults), '2')
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(now()).toBe(`/trains/search/SEL-PUS/${isoDay(14)}?adults=2`)
    expect(lastTrainSearch.read()).toMatchObject({ adults: 2, from: { code: 'SEL' }, to: { code: 'PUS' } })
    await user.type(within(form()).getByLabelText(t.return), isoDay(16))
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(now()).toBe(`/trains/search/SEL-PUS/${isoDay(14)}/${isoDay(16)}?adults=2`)
  })

  it('says what is wrong instead of searching', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(t.problems.placeMissing)
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'sel', /Seoul/)
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(t.problems.TRAIN_SAME_PLACE)
    expect(now()).toBe('/trains')
  })

  it('moves a stored day that has passed, and passes axe in both languages', async () => {
    const stored = JSON.stringify({
      from: SEOUL,
      to: BUSAN,
      depart: '2020-01-01',
      return: '2020-01-02',
      adults: 3,
    })
    expect(parseLastTrainSearch(stored)).toMatchObject({ depart: isoDay(14), return: '', adults: 3 })
    renderInApp(<main>{page()}</main>)
    expect(await violations()).toEqual([])
    cleanup()
    render(inKorean(<main>{page()}</main>))
    expect(await violations()).toEqual([])
  })
})
