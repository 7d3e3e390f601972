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
import { carSearchOf, lastCarSearch, parseLastCarSearch } from './car-box-state.ts'
import { CarSearchBox } from './car-search-box.tsx'
import { codeOnly, daysFromToday } from './flight-box-state.ts'

const BUSAN = city('PUS', 'Busan', 'KR')
const TOKYO = city('TYO', 'Tokyo', 'JP')
const answers = { seo: [SEOUL], bus: [BUSAN], tok: [TOKYO] }
const t = texts.cars
const { page, form, choose, search, alert, nowAt, expectPlainGetForm, expectAxeInBothLanguages } =
  searchBoxHarness(t.label, '/cars', () => <CarSearchBox api={fakeApi(answers).api} />)

describe('the car search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates', () => {
    expectPlainGetForm('/cars/search', [
      'pickup',
      'pickupDate',
      'pickupTime',
      'dropoffDate',
      'dropoffTime',
      'driverAge',
    ])
    expect(screen.getByText('인수 장소')).toBeTruthy()
  })

  it('goes to the results URL with a drop-off elsewhere, a time and a young driver, and remembers it', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await choose(t.pickup, 'seo', /Seoul/)
    await user.click(within(form()).getByRole('checkbox', { name: t.elsewhere }))
    await choose(t.dropoff, 'bus', /Busan/)
    await user.selectOptions(within(form()).getByLabelText(t.pickupTime), '09:30')
    await user.selectOptions(within(form()).getByLabelText(t.driverAge), '23')
    await search()
    expect(nowAt()).toBe(
      `/cars/search/SEL-PUS/${daysFromToday(14)}/${daysFromToday(17)}?pickupTime=09%3A30&driverAge=23`,
    )
    expect(lastCarSearch.read()).toMatchObject({ elsewhere: true, driverAge: 23, dropoff: { code: 'PUS' } })
  })

  it('says what is wrong instead of searching: no place, a drop-off abroad, a drop-off before the pick-up', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await search()
    expect(alert()).toBe(t.problems.placeMissing)
    await choose(t.pickup, 'seo', /Seoul/)
    await user.click(within(form()).getByRole('checkbox', { name: t.elsewhere }))
    await choose(t.dropoff, 'tok', /Tokyo/)
    await search()
    expect(alert()).toBe(t.problems.CAR_ONE_WAY_ABROAD)
    expect(nowAt()).toBe('/cars')
    // A results URL's places known only by code leave the countries to the server.
    const box = {
      ...parseLastCarSearch('{}'),
      pickup: codeOnly('SEL'),
      elsewhere: true,
      dropoff: codeOnly('TYO'),
    }
    expect(carSearchOf(box as Parameters<typeof carSearchOf>[0], daysFromToday(0))).toHaveProperty('search')
    const backwards = { ...box, dropoffDate: box.pickupDate, dropoffTime: '09:00', pickupTime: '10:00' }
    expect(carSearchOf(backwards as Parameters<typeof carSearchOf>[0], daysFromToday(0))).toEqual({
      problem: 'CAR_DROPOFF_NOT_AFTER_PICKUP',
    })
  })

  it('passes axe in both languages', () => expectAxeInBothLanguages())
})
