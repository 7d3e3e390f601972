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
import { carSearchOf, lastCarSearch, parseLastCarSearch } from './car-box-state.ts'
import { CarSearchBox } from './car-search-box.tsx'
import { codeOnly, isoDay } from './flight-box-state.ts'

const BUSAN = city('PUS', 'Busan', 'KR')
const TOKYO = city('TYO', 'Tokyo', 'JP')
const answers = { seo: [SEOUL], bus: [BUSAN], tok: [TOKYO] }
const t = texts.cars

const page = () => inRouter('/cars', <CarSearchBox api={fakeApi(answers).api} />)
const form = () => screen.getByRole('form', { name: t.label })
const now = nowAt
const choose = (label: string, typed: string, option: RegExp) => choosePlace(form(), label, typed, option)

describe('the car search box', () => {
  eachSearchBoxTest()

  it('is a plain GET form to the results page before the page hydrates', () => {
    document.body.innerHTML = renderToString(inKorean(page()))
    const html = screen.getByRole('form') as HTMLFormElement
    expect(html.getAttribute('action')).toBe('/cars/search')
    const names = [...html.elements].map((e) => e.getAttribute('name')).filter(Boolean)
    expect(names).toEqual(
      expect.arrayContaining([
        'pickup',
        'pickupDate',
        'pickupTime',
        'dropoffDate',
        'dropoffTime',
        'driverAge',
      ]),
    )
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
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(now()).toBe(`/cars/search/SEL-PUS/${isoDay(14)}/${isoDay(17)}?pickupTime=09%3A30&driverAge=23`)
    expect(lastCarSearch.read()).toMatchObject({ elsewhere: true, driverAge: 23, dropoff: { code: 'PUS' } })
  })

  it('says what is wrong instead of searching: no place, a drop-off abroad, a drop-off before the pick-up', async () => {
    const user = userEvent.setup()
    renderInApp(page())
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(t.problems.placeMissing)
    await choose(t.pickup, 'seo', /Seoul/)
    await user.click(within(form()).getByRole('checkbox', { name: t.elsewhere }))
    await choose(t.dropoff, 'tok', /Tokyo/)
    await user.click(within(form()).getByRole('button', { name: texts.search }))
    expect(screen.getByRole('alert').textContent).toBe(t.problems.CAR_ONE_WAY_ABROAD)
    expect(now()).toBe('/cars')
    // A results URL's places known only by code leave the countries to the server.
    const box = {
      ...parseLastCarSearch('{}'),
      pickup: codeOnly('SEL'),
      elsewhere: true,
      dropoff: codeOnly('TYO'),
    }
    expect(carSearchOf(box as Parameters<typeof carSearchOf>[0], isoDay(0))).toHaveProperty('search')
    const backwards = { ...box, dropoffDate: box.pickupDate, dropoffTime: '09:00', pickupTime: '10:00' }
    expect(carSearchOf(backwards as Parameters<typeof carSearchOf>[0], isoDay(0))).toEqual({
      problem: 'CAR_DROPOFF_NOT_AFTER_PICKUP',
    })
  })

  it('passes axe in both languages', async () => {
    renderInApp(<main>{page()}</main>)
    expect(await violations()).toEqual([])
    cleanup()
    render(inKorean(<main>{page()}</main>))
    expect(await violations()).toEqual([])
  })
})
