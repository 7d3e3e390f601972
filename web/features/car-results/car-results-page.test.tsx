// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createCarSearchApi } from '../../api/car-search.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { screenWidth } from '../../testing/app/window-width.ts'
import { inDays, LOAD, resultsPageOpener } from '../../testing/features/search-results/results-page-kit.tsx'
import { CarResultsPage } from './car-results-page.tsx'

/** Amounts in a text ("$1,234.56", "₩1,234") as numbers, in order. */
const amounts = (text: string) =>
  [...text.matchAll(/[$₩]([\d,]+(?:\.\d\d)?)/g)].map((m) => Number(m[1]?.replace(/,/g, '')))

describe('the car results page', () => {
  const open = resultsPageOpener({
    path: '/cars/search/*',
    Page: CarResultsPage,
    createApi: createCarSearchApi,
  })
  const cards = () => within(screen.getByRole('list', { name: 'Cars' })).getAllByRole('listitem')
  const shown = () => screen.getByText(/^Showing \d+ of \d+ cars?$/).textContent ?? ''

  it('shows cars with their terms and prices that add up, and filters by gearbox and class', async () => {
    const user = userEvent.setup()
    const { router } = open(`/cars/search/PAR/${inDays(20)}/${inDays(23)}`)
    await screen.findByRole('heading', { level: 1, name: 'Car rentals in Paris' }, LOAD)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    const first = cards()[0]?.textContent ?? ''
    expect(first).toMatch(/or similar/)
    expect(first).toMatch(/Pick-up: .+(, Paris| airport desk)/)
    const [perDay, total, taxes] = amounts(first)
    // Three days at the daily price and the taxes make the total (no fee in town, driver aged 30).
    expect(Math.round((perDay ?? 0) * 300 + (taxes ?? 0) * 100)).toBe(Math.round((total ?? 0) * 100))
    const gearbox = within(screen.getByRole('group', { name: 'Car' }))
    await user.click(gearbox.getByRole('checkbox', { name: /^Automatic/ }))
    await waitFor(() => expect(router.state.location.search).toBe('?transmission=automatic'))
    await waitFor(() => {
      for (const card of cards()) expect(card.textContent).toMatch(/ · Automatic/)
    }, LOAD)
    const compact = within(screen.getByRole('group', { name: 'Car type' })).getByRole('checkbox', {
      name: /^Compact/,
    })
    const count = Number(/Compact(\d+) cars?/.exec(compact.closest('label')?.textContent ?? '')?.[1])
    await user.click(compact)
    await waitFor(() => expect(router.state.location.search).toBe('?transmission=automatic&classes=compact'))
    await waitFor(() => expect(shown()).toMatch(new RegExp(`of ${count} cars?$`)), LOAD)
    for (const card of cards()) expect(card.textContent).toMatch(/^Compact ·/)
  })

  it('adds the one-way and young driver fees, in Korean and won on the Korean site', async () => {
    open(`/cars/search/SEL-PUS/${inDays(20)}/${inDays(23)}?driverAge=23`, 'ko')
    await screen.findByRole('heading', { level: 1, name: '서울에서 부산으로 가는 렌터카' }, LOAD)
    const list = await screen.findByRole('list', { name: '렌터카 목록' }, LOAD)
    const card = within(list).getAllByRole('listitem')[0]?.textContent ?? ''
    expect(card).toMatch(/1일 ₩[\d,]+/)
    expect(card).toMatch(/편도 반납 요금 ₩[\d,]+/)
    expect(card).toMatch(/젊은 운전자 요금 ₩[\d,]+/)
  })

  it('says what is wrong with a search, where no road leads, and has no axe violations at 1280 and 390 px', async () => {
    open(`/cars/search/SEL-TYO/${inDays(20)}/${inDays(23)}`)
    await screen.findByText(/A car must be dropped off in the country where it was picked up/, {}, LOAD)
    cleanup()
    open(`/cars/search/SEL-CJU/${inDays(20)}/${inDays(23)}`)
    await screen.findByText(/No road joins these places/, {}, LOAD)
    cleanup()
    const user = userEvent.setup()
    open(`/cars/search/PAR/${inDays(30)}/${inDays(32)}`)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    expect(await axeViolations()).toEqual([])
    cleanup()
    screenWidth(390)
    open(`/cars/search/PAR/${inDays(30)}/${inDays(32)}`)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Car type' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
