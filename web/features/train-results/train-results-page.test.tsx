// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTrainSearchApi } from '../../api/train-search.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { screenWidth } from '../../testing/app/window-width.ts'
import { inDays, LOAD, resultsPageOpener } from '../../testing/features/search-results/results-page-kit.tsx'
import { TrainResultsPage } from './train-results-page.tsx'

describe('the train results page', () => {
  const open = resultsPageOpener({
    path: '/trains/search/*',
    Page: TrainResultsPage,
    createApi: createTrainSearchApi,
    beside: () => [{ path: '/flights/search/*', element: <p>Flights page</p> }],
  })
  const cards = () =>
    within(screen.getByRole('list', { name: 'Trains' })).getAllByRole('listitem', { name: /–/ })
  const shown = () => screen.getByText(/^Showing \d+ of \d+ trains?$/).textContent ?? ''

  it('lists the departures with their classes, filters by class, and shows the trains back', async () => {
    const user = userEvent.setup()
    const [out, back] = [inDays(20), inDays(22)]
    const { router } = open(`/trains/search/SEL-PUS/${out}/${back}?adults=2`)
    await screen.findByRole('heading', { level: 1, name: 'Trains from Seoul to Busan' }, LOAD)
    await waitFor(() => expect(cards().length).toBeGreaterThan(5), LOAD)
    const first = cards()[0]?.textContent ?? ''
    expect(first).toMatch(/Seoul Station → Busan Station/)
    expect(first).toMatch(/Standard · \$[\d.,]+ per adult · \$[\d.,]+ in total for 2 adults/)
    const firstClass = within(screen.getByRole('group', { name: 'Class' })).getByRole('checkbox', {
      name: /^First/,
    })
    const firstCount = Number(/First(\d+) trains?/.exec(firstClass.closest('label')?.textContent ?? '')?.[1])
    await user.click(firstClass)
    await waitFor(() => expect(router.state.location.search).toBe('?adults=2&classes=first'))
    await waitFor(() => expect(shown()).toMatch(new RegExp(`of ${firstCount} trains?$`)), LOAD)
    for (const card of cards()) expect(card.textContent).not.toMatch(/Standard ·/)
    const backList = screen.getByRole('list', { name: 'Trains back' })
    expect(within(backList).getAllByRole('listitem', { name: /–/ }).length).toBeGreaterThan(0)
    expect(screen.getByRole('heading', { level: 2, name: /^Trains back on/ })).toBeTruthy()
  })

  it('says where no railway runs and offers the flights for the same trip', async () => {
    const user = userEvent.setup()
    const day = inDays(20)
    const { router } = open(`/trains/search/SEL-CJU/${day}`)
    await screen.findByText(/^No railway joins Seoul and Jeju\. You can fly instead\.$/, {}, LOAD)
    await user.click(screen.getByRole('link', { name: 'Search flights for this trip' }))
    expect(router.state.location.pathname).toBe(`/flights/search/SEL-CJU/${day}`)
  })

  it('is in Korean with won on the Korean site', async () => {
    open(`/trains/search/SEL-PUS/${inDays(20)}`, 'ko')
    await screen.findByRole('heading', { level: 1, name: '서울에서 부산으로 가는 기차' }, LOAD)
    const list = await screen.findByRole('list', { name: '열차 목록' }, LOAD)
    const card = within(list).getAllByRole('listitem', { name: /–/ })[0]?.textContent ?? ''
    expect(card).toMatch(/서울역 → 부산역/)
    expect(card).toMatch(/일반실 · 성인 1인 ₩[\d,]+/)
  })

  it('says what is wrong with a search, and has no axe violations, the filters in a dialog on a phone', async () => {
    open(`/trains/search/SEL-SEL/${inDays(20)}`)
    await screen.findByText(/You leave from and go to the same place/, {}, LOAD)
    cleanup()
    const user = userEvent.setup()
    open(`/trains/search/PAR-LON/${inDays(30)}`)
    await waitFor(() => expect(cards().length).toBeGreaterThan(5), LOAD)
    expect(await axeViolations()).toEqual([])
    cleanup()
    screenWidth(390)
    open(`/trains/search/PAR-LON/${inDays(30)}`)
    await waitFor(() => expect(cards().length).toBeGreaterThan(5), LOAD)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Class' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
