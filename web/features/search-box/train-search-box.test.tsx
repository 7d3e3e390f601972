// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react'
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
import { lastTrainSearch, parseLastTrainSearch } from './train-box-state.ts'
import { TrainSearchBox } from './train-search-box.tsx'

const BUSAN = city('PUS', 'Busan', 'KR')
const answers = { seo: [SEOUL], bus: [BUSAN], sel: [SEOUL] }
const t = texts.trains

const page = () => inRouter('/trains', <TrainSearchBox api={fakeApi(answers).api} />)
const form = () => screen.getByRole('form', { name: t.label })
const now = nowAt
const choose = (label: string, typed: string, option: RegExp) => choosePlace(form(), label, typed, option)

describe('the train search box', () => {
  eachSearchBoxTest()

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
