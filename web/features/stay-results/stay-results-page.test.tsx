// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createStaySearchApi } from '../../api/stay-search.ts'
import { axeViolations } from '../../testing/app/axe.ts'
import { screenWidth } from '../../testing/app/window-width.ts'
import { inDays, LOAD, resultsPageOpener } from '../../testing/features/search-results/results-page-kit.tsx'
import { StayPropertyPage } from './stay-property-page.tsx'
import { StayResultsPage } from './stay-results-page.tsx'

/** Amounts in a text ("$1,234.56") as minor units, in order. */
const amounts = (text: string) =>
  [...text.matchAll(/[$₩]([\d,]+(?:\.\d\d)?)/g)].map((m) => Math.round(Number(m[1]?.replace(/,/g, '')) * 100))

describe('the stay results and property pages', () => {
  const open = resultsPageOpener({
    path: '/hotels/search/*',
    Page: StayResultsPage,
    createApi: createStaySearchApi,
    beside: (apis) => [{ path: '/hotels/property/*', element: <StayPropertyPage {...apis} /> }],
  })
  const cards = () => within(screen.getByRole('list', { name: 'Properties' })).getAllByRole('listitem')
  const shown = () => screen.getByText(/^Showing \d+ of \d+ propert(y|ies)$/).textContent ?? ''

  it('names the city, counts the properties, and free cancellation writes the URL and keeps only such rooms', async () => {
    const user = userEvent.setup()
    const [checkin, checkout] = [inDays(30), inDays(32)]
    const { router, calls } = open(`/hotels/search/TYO/${checkin}/${checkout}`)
    await screen.findByRole('heading', { level: 1, name: 'Places to stay in Tokyo' }, LOAD)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    expect(shown()).toBe('Showing 20 of 500 properties')
    // A card's prices add up: two nights at the nightly price and the taxes make the total.
    const [perNight, total, taxes] = amounts(cards()[0]?.textContent ?? '')
    expect(perNight && total && taxes).toBeTruthy()
    expect(total).toBe((perNight ?? 0) * 2 + (taxes ?? 0))
    const free = within(screen.getByRole('group', { name: 'Cancellation' })).getByRole('checkbox', {
      name: /^Free cancellation/,
    })
    const freeCount = Number(
      /Free cancellation(\d+) propert/.exec(free.closest('label')?.textContent ?? '')?.[1],
    )
    expect(freeCount).toBeGreaterThan(0)
    await user.click(free)
    await waitFor(() => expect(router.state.location.search).toBe('?cancellation=free'))
    await waitFor(() => expect(calls.at(-1)).toContain('cancellation=free'), LOAD)
    await waitFor(() => expect(shown()).toBe(`Showing 20 of ${freeCount} properties`), LOAD)
    for (const card of cards()) expect(card.textContent).toMatch(/Free cancellation until/)
    await user.click(screen.getByRole('radio', { name: 'Cheapest' }))
    await waitFor(() => expect(router.state.location.search).toBe('?cancellation=free&sort=cheapest'))
    await waitFor(() => {
      const nightly = cards().map((c) => amounts(c.textContent ?? '')[0] ?? 0)
      expect(nightly).toEqual([...nightly].sort((a, b) => a - b))
    }, LOAD)
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sort=cheapest'))
  })

  it('opens a property with its rooms and rates for the same stay, and links back', async () => {
    const [checkin, checkout] = [inDays(30), inDays(33)]
    const { router } = open(`/hotels/search/TYO/${checkin}/${checkout}?adults=3&rooms=2`)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    const first = cards()[0]
    const name = within(first as HTMLElement).getAllByRole('link')[0]
    const user = userEvent.setup()
    const propertyName = name?.textContent ?? ''
    await user.click(name as HTMLElement)
    expect(router.state.location.pathname).toMatch(
      new RegExp(`^/hotels/property/TYO\\d{3}/${checkin}/${checkout}$`),
    )
    expect(router.state.location.search).toBe('?adults=3&rooms=2')
    await screen.findByRole('heading', { level: 1, name: new RegExp(`^${propertyName}`) }, LOAD)
    const rooms = await screen.findByRole('heading', { level: 2, name: 'Rooms and rates' }, LOAD)
    expect(rooms).toBeTruthy()
    const rates = document.querySelectorAll('.fw-stay-property .fw-results-card')
    expect(rates.length).toBeGreaterThan(0)
    for (const rate of rates) {
      const [perNight, total, taxes] = amounts(rate.textContent ?? '')
      expect(total).toBe((perNight ?? 0) * 3 + (taxes ?? 0))
    }
    expect(await axeViolations()).toEqual([])
    await user.click(screen.getByRole('link', { name: 'Back to the results' }))
    expect(router.state.location.pathname).toBe(`/hotels/search/TYO/${checkin}/${checkout}`)
  })

  it('shows Korean names, Korean dates and won on the Korean site', async () => {
    const [checkin, checkout] = [inDays(30), inDays(32)]
    open(`/hotels/search/TYO/${checkin}/${checkout}`, 'ko')
    await screen.findByRole('heading', { level: 1, name: '도쿄 숙소' }, LOAD)
    const list = await screen.findByRole('list', { name: '숙소 목록' }, LOAD)
    const card = within(list).getAllByRole('listitem')[0]?.textContent ?? ''
    expect(card).toMatch(/1박 ₩[\d,]+/)
    expect(card).not.toMatch(/₩[\d,]+\.\d/)
    expect(card).toMatch(/중심가에서/)
    // No Latin words on the Korean site but the brand-neutral Wi-Fi.
    expect(card.replace(/Wi-Fi/g, '')).not.toMatch(/[A-Za-z]{3,}/)
  })

  it('says what is wrong with a search the server refuses, and with an address that is none', async () => {
    open(`/hotels/search/TYO/${inDays(30)}/${inDays(29)}`)
    const alert = await screen.findByText(/Check-out must be at least a day after check-in/, {}, LOAD)
    expect(alert.closest('[role="alert"]')).toBeTruthy()
    cleanup()
    open('/hotels/search/nowhere/soon')
    const none = await screen.findByText(
      'This address is not a search for places to stay. Search above to see them here.',
    )
    expect(none.getAttribute('role')).toBe('alert')
    cleanup()
    // The plain form, sent before the page hydrated, with a place the server could not find.
    open('/hotels/search?destination=Atlantis&checkin=2027-01-01&checkout=2027-01-02')
    const unknown = await screen.findByText(/We couldn’t find a place called “Atlantis”/)
    expect(unknown.getAttribute('role')).toBe('alert')
  })

  it('puts the filters behind a button and a full-screen dialog on a phone, and has no axe violations', async () => {
    const user = userEvent.setup()
    const path = `/hotels/search/PAR/${inDays(40)}/${inDays(41)}`
    open(path)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    expect(await axeViolations()).toEqual([])
    screenWidth(390)
    cleanup()
    open(path)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Stars' })).toBeTruthy()
    expect(await axeViolations()).toEqual([])
  })
})
