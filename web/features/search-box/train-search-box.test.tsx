// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { city, fakeApi, SEOUL, texts } from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import {
  eachSearchBoxTest,
  searchBoxHarness,
} from '../../testing/features/search-box/search-box-test-kit.tsx'
import { daysFromToday } from './flight-box-state.ts'
import { lastTrainSearch, parseLastTrainSearch } from './train-box-state.ts'
import { TrainSearchBox } from './train-search-box.tsx'

const BUSAN = city('PUS', 'Busan', 'KR')
const answers = { seo: [SEOUL], bus: [BUSAN], sel: [SEOUL] }
const t = texts.trains
const { page, form, choose, search, alert, nowAt, expectPlainGetForm, expectAxeInBothLanguages } =
  searchBoxHarness(t.label, '/trains', () => <TrainSearchBox api={fakeApi(answers).api} />)

describe('the train search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates', () => {
    expectPlainGetForm('/trains/search', ['from', 'to', 'depart', 'return', 'adults'])
    expect(screen.getByText('가는 날')).toBeTruthy()
  })

  it('goes to the results URL, one way or back, and remembers the search', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'bus', /Busan/)
    await user.selectOptions(within(form()).getByLabelText(t.adults), '2')
    await search()
    expect(nowAt()).toBe(`/trains/search/SEL-PUS/${daysFromToday(14)}?adults=2`)
    expect(lastTrainSearch.read()).toMatchObject({ adults: 2, from: { code: 'SEL' }, to: { code: 'PUS' } })
    await user.type(within(form()).getByLabelText(t.return), daysFromToday(16))
    await search()
    expect(nowAt()).toBe(`/trains/search/SEL-PUS/${daysFromToday(14)}/${daysFromToday(16)}?adults=2`)
  })

  it('says what is wrong instead of searching', async () => {
    renderInApp(page())
    await search()
    expect(alert()).toBe(t.problems.placeMissing)
    await choose(texts.from, 'seo', /Seoul/)
    await choose(texts.to, 'sel', /Seoul/)
    await search()
    expect(alert()).toBe(t.problems.TRAIN_SAME_PLACE)
    expect(nowAt()).toBe('/trains')
  })

  it('moves a stored day that has passed, and passes axe in both languages', async () => {
    const stored = JSON.stringify({
      from: SEOUL,
      to: BUSAN,
      depart: '2020-01-01',
      return: '2020-01-02',
      adults: 3,
    })
    expect(parseLastTrainSearch(stored)).toMatchObject({ depart: daysFromToday(14), return: '', adults: 3 })
    await expectAxeInBothLanguages()
  })
})
