// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { withParticle } from '../../../shared/i18n/korean-particles.ts'
import { createCarSearchApi } from '../../api/car-search.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import { setParticleChooser } from '../../i18n/icu-message.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser } from '../../testing/api/fake-browser.ts'
import { testGlobalState } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { createPlacesApi } from '../search-box/places-api.ts'
import { CarResultsPage } from './car-results-page.tsx'

const LOAD = { timeout: 10_000 }
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'] })
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

/** Amounts in a text ("$1,234.56", "₩1,234") as numbers, in order. */
const amounts = (text: string) =>
  [...text.matchAll(/[$₩]([\d,]+(?:\.\d\d)?)/g)].map((m) => Number(m[1]?.replace(/,/g, '')))

describe('the car results page', () => {
  const server = realServer()
  beforeEach(() => screenWidth(1280))

  function open(url: string, language: 'en' | 'ko' = 'en') {
    const browser = fakeBrowser(server.baseUrl)
    const state: Partial<TGlobalState> =
      language === 'ko' ? { site: 'kr', language: 'ko', locale: 'ko-KR', currency: 'KRW' } : {}
    if (language === 'ko') browser.jar.cookies.set('fw_site', 'kr')
    if (language === 'ko') setParticleChooser(withParticle)
    const client = () => browser.client
    const placesApi = createPlacesApi({ fetch: (input, init) => fetch(input, init), baseUrl: server.baseUrl })
    const router = createMemoryRouter(
      [
        {
          path: '/cars/search/*',
          element: (
            <CarResultsPage
              api={createCarSearchApi(client)}
              catalogueApi={createTripCatalogueApi(client)}
              placesApi={placesApi}
            />
          ),
        },
      ],
      { initialEntries: [url] },
    )
    const i18n = createI18n(
      language,
      language === 'ko' ? 'ko-KR' : 'en-US',
      (language === 'ko' ? ko : en) as Messages,
    )
    render(
      <AppProviders state={testGlobalState(state)} i18n={i18n} bus={createEventBus()}>
        <main>
          <RouterProvider router={router} />
        </main>
      </AppProviders>,
    )
    return { router }
  }
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
    expect(await violations()).toEqual([])
    cleanup()
    screenWidth(390)
    open(`/cars/search/PAR/${inDays(30)}/${inDays(32)}`)
    await waitFor(() => expect(cards()).toHaveLength(20), LOAD)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Car type' })).toBeTruthy()
    expect(await violations()).toEqual([])
  })
})
