// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createFlightSearchApi } from '../../api/flight-search.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { screenWidth } from '../../testing/app/window-width.ts'
import { inDays, LOAD, resultsPageOpener } from '../../testing/features/search-results/results-page-kit.tsx'
import { FlightResultsPage } from './flight-results-page.tsx'

describe('the flight results page', () => {
  const open = resultsPageOpener({
    path: '/flights/search/*',
    Page: FlightResultsPage,
    createApi: createFlightSearchApi,
  })
  const offers = () => within(screen.getByRole('list', { name: 'Offers' })).getAllByRole('listitem')
  const shown = () => screen.getByText(/^Showing \d+ of \d+ flights$/).textContent ?? ''

  it('names the trip, shows counts, and a filter writes the URL and asks again', async () => {
    const user = userEvent.setup()
    const date = inDays(30)
    const { router, calls } = open(`/flights/search/SEL-TYO/${date}`)
    await screen.findByRole('heading', { level: 1, name: 'Flights from Seoul to Tokyo' }, LOAD)
    await waitFor(() => expect(offers()).toHaveLength(20), LOAD)
    const total = Number(/of (\d+)/.exec(shown())?.[1])
    expect(total).toBeGreaterThan(20)
    const stops = screen.getByRole('group', { name: 'Stops' })
    const nonstop = within(stops).getByRole('checkbox', { name: /^Nonstop/ })
    const nonstopCount = Number(
      /Nonstop(\d+) flights?/.exec(nonstop.closest('label')?.textContent ?? '')?.[1],
    )
    expect(nonstopCount).toBeGreaterThan(0)
    expect(nonstopCount).toBeLessThan(total)
    await user.click(nonstop)
    await waitFor(() => expect(router.state.location.search).toBe('?stops=0'))
    expect(router.state.location.pathname).toBe(`/flights/search/SEL-TYO/${date}`)
    await waitFor(() => expect(calls.at(-1)).toContain('stops=0'), LOAD)
    await waitFor(() => expect(shown()).toMatch(new RegExp(`of ${nonstopCount} flights?$`)), LOAD)
    for (const card of offers()) expect(card.textContent).toContain('Nonstop')
    expect(card0Text()).not.toMatch(/\d stops? via/)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(shown()).toBe(`Showing 20 of ${total} flights`), LOAD)
  })
  const card0Text = () => offers()[0]?.textContent ?? ''

  it('asks ahead for a filter the pointer rests on, so that the press shows its flights without asking again', async () => {
    const user = userEvent.setup()
    const { calls } = open(`/flights/search/SEL-TYO/${inDays(30)}/${inDays(37)}?adults=2`)
    await waitFor(() => expect(offers()).toHaveLength(20), LOAD)
    const before = shown()
    const oneStop = within(screen.getByRole('group', { name: 'Stops' })).getByRole('checkbox', {
      name: /^1 stop/,
    })
    const asked = calls.length
    await user.hover(oneStop)
    await waitFor(() => expect(calls.length).toBe(asked + 1), LOAD)
    expect(calls.at(-1)).toContain('stops=1')
    // The answer arrives while the pointer rests; the press then shows it in the same frame as the tick.
    await new Promise((r) => setTimeout(r, 300))
    await user.click(oneStop)
    const box = () =>
      within(screen.getByRole('group', { name: 'Stops' })).getByRole('checkbox', { name: /^1 stop/ })
    expect((box() as HTMLInputElement).checked).toBe(true)
    expect(shown()).not.toBe(before)
    for (const card of offers()) expect(card.textContent).toMatch(/1 stop/)
    // Unticked again: the first answer is still at hand.
    await user.click(oneStop)
    expect(shown()).toBe(before)
    expect(calls.length).toBe(asked + 1)
  })

  it('sorts by price on the server when Cheapest is chosen, and loads more results after the first', async () => {
    const user = userEvent.setup()
    const { router } = open(`/flights/search/SEL-TYO/${inDays(31)}?adults=2`)
    await waitFor(() => expect(offers()).toHaveLength(20), LOAD)
    await user.click(screen.getByRole('radio', { name: 'Cheapest' }))
    await waitFor(() => expect(router.state.location.search).toBe('?adults=2&sort=cheapest'))
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Cheapest' })).toHaveProperty('checked', true),
    )
    // The best-sorted offers stay shown, busy, until the cheapest-sorted ones replace them.
    await waitFor(
      () => expect(screen.getByRole('list', { name: 'Offers' }).getAttribute('aria-busy')).toBe('false'),
      LOAD,
    )
    // The first offers come with the answer, the others just after (use-staged-list.ts).
    await waitFor(() => expect(offers()).toHaveLength(20))
    const perAdult = () =>
      offers().map((o) => Number(/\$([\d,.]+) per adult/.exec(o.textContent ?? '')?.[1]?.replace(/,/g, '')))
    const first = perAdult()
    expect(first).toEqual([...first].sort((a, b) => a - b))
    expect(card0Text()).toMatch(/in total for 2 travellers/)
    // The price insight's figures, like the date strip's, are the whole party's: it says so.
    expect(
      await screen.findByText(/These and the prices by date are for all 2 travellers\.$/, {}, LOAD),
    ).toBeTruthy()
    const total = Number(/of (\d+)/.exec(shown())?.[1])
    const firstIds = offers().map((o) => o.getAttribute('aria-labelledby'))
    await user.click(screen.getByRole('button', { name: 'Show more results' }))
    await waitFor(() => expect(offers()).toHaveLength(Math.min(40, total)), LOAD)
    expect(
      offers()
        .slice(0, 20)
        .map((o) => o.getAttribute('aria-labelledby')),
    ).toEqual(firstIds)
    expect(shown()).toBe(`Showing ${Math.min(40, total)} of ${total} flights`)
  })

  it('says in words what is wrong with a search, never its code', async () => {
    open(`/flights/search/SEL-TYO/${inDays(-3)}`)
    const sentence = await screen.findByText(/One of the dates has already passed\./, {}, LOAD)
    expect(sentence.closest('[role="alert"]')).toBe(sentence)
    expect(document.body.textContent).not.toContain('FLIGHT_DATE_PAST')
  })

  it('names the places the plain form could not find, and says when a path is no search', async () => {
    open(`/flights/search?from=Atlantis&to=Tokyo&depart=${inDays(20)}`)
    // Only the name the places API finds nothing for (Tokyo is found).
    const sentence = await screen.findByText(/We couldn’t find a place called “Atlantis”\./, undefined, LOAD)
    expect(sentence.getAttribute('role')).toBe('alert')
    cleanup()
    open('/flights/search/nowhere/soon')
    const notASearch = await screen.findByText(
      'This address is not a flight search. Search for flights to see them here.',
    )
    expect(notASearch.getAttribute('role')).toBe('alert')
  })

  it('shows Korean place names, Korean dates and won on the Korean site', async () => {
    const date = '2026-12-01' < inDays(1) ? inDays(40) : '2026-12-01'
    open(`/flights/search/SEL-TYO/${date}`, 'ko')
    // The particle follows the name's last sound: 도쿄로, 부산으로 (shared/i18n/korean-particles.ts).
    await screen.findByRole('heading', { level: 1, name: '서울에서 도쿄로 가는 항공권' }, LOAD)
    const [y, m, d] = date.split('-').map(Number)
    expect(document.body.textContent).toContain(`${m}월 ${d}일`)
    expect(y).toBeGreaterThan(2000)
    const list = await screen.findByRole('list', { name: '항공편 목록' }, LOAD)
    const card = within(list).getAllByRole('listitem')[0]?.textContent ?? ''
    expect(card).toMatch(/성인 1인 ₩[\d,]+/)
    expect(card).not.toMatch(/₩[\d,]+\.\d/)
    expect(card).toMatch(/\d+시간 \d+분|\d+분/)
    expect(card).toMatch(/오전|오후/)
    cleanup()
    open(`/flights/search/TYO-PUS/${date}`, 'ko')
    await screen.findByRole('heading', { level: 1, name: '도쿄에서 부산으로 가는 항공권' }, LOAD)
  })

  it('puts the filters behind a button and a full-screen dialog on a phone, and has no axe violations', async () => {
    const user = userEvent.setup()
    open(`/flights/search/SEL-TYO/${inDays(32)}`)
    await waitFor(() => expect(offers()).toHaveLength(20), LOAD)
    expect(await axeViolations()).toEqual([])
    screenWidth(390)
    cleanup()
    open(`/flights/search/SEL-TYO/${inDays(32)}`)
    await waitFor(() => expect(offers()).toHaveLength(20), LOAD)
    // The side column is hidden by CSS below 600 px (the server cannot know the width): the journey checks it.
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Stops' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
