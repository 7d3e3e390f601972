// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { beforeEach, describe, expect, it } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../shared/global-state.ts'
import { withParticle } from '../../../shared/i18n/korean-particles.ts'
import { createTrainSearchApi } from '../../api/train-search.ts'
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
import { TrainResultsPage } from './train-results-page.tsx'

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

describe('the train results page', () => {
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
          path: '/trains/search/*',
          element: (
            <TrainResultsPage
              api={createTrainSearchApi(client)}
              catalogueApi={createTripCatalogueApi(client)}
              placesApi={placesApi}
            />
          ),
        },
        { path: '/flights/search/*', element: <p>Flights page</p> },
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
    expect(await violations()).toEqual([])
    cleanup()
    screenWidth(390)
    open(`/trains/search/PAR-LON/${inDays(30)}`)
    await waitFor(() => expect(cards().length).toBeGreaterThan(5), LOAD)
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const dialog = await screen.findByRole('dialog', { name: 'Filters' })
    expect(within(dialog).getByRole('group', { name: 'Class' })).toBeTruthy()
    expect(await violations()).toEqual([])
  })
})
