// Helpers of the results pages' component tests (not a test itself): a visitor of the US or Korean site
// on the file's real server, and the page rendered at a URL in the app's providers.
import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { beforeEach } from 'vitest'
import { createEventBus } from '../../../../shared/event-bus.ts'
import type { TGlobalState } from '../../../../shared/global-state.ts'
import { withParticle } from '../../../../shared/i18n/korean-particles.ts'
import type { ApiClient } from '../../../api/client.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../../api/trip-catalogue.ts'
import { AppProviders } from '../../../app/providers.tsx'
import { createPlacesApi, type PlacesApi } from '../../../features/search-box/places-api.ts'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import { setParticleChooser } from '../../../i18n/icu-message.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../i18n/messages/ko.json' with { type: 'json' }
import { fakeBrowser } from '../../api/fake-browser.ts'
import { testGlobalState } from '../../app/global-state.ts'
import { type RealServer, realServer } from '../../app/real-server.ts'
import { screenWidth } from '../../app/window-width.ts'

/** How long a results page may take to show its answer in these tests. */
export const LOAD = { timeout: 10_000 }

/** The date `days` from today, as the URLs and the API write it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

export type TLanguage = 'en' | 'ko'

/**
 * Renders `routes` at `url` as a visitor of the US site (or the Korean one, in won) would have them, the
 * pages' APIs talking to the file's real server.
 */
function openPage(
  server: RealServer,
  url: string,
  language: TLanguage,
  routes: (apis: { client: () => ApiClient; placesApi: PlacesApi }) => RouteObject[],
) {
  const browser = fakeBrowser(server.baseUrl)
  const state: Partial<TGlobalState> =
    language === 'ko' ? { site: 'kr', language: 'ko', locale: 'ko-KR', currency: 'KRW' } : {}
  if (language === 'ko') browser.jar.cookies.set('fw_site', 'kr')
  // As loadMessages does when the Korean catalogue loads.
  if (language === 'ko') setParticleChooser(withParticle)
  const client = () => browser.client
  const placesApi = createPlacesApi({ fetch: (input, init) => fetch(input, init), baseUrl: server.baseUrl })
  const router = createMemoryRouter(routes({ client, placesApi }), { initialEntries: [url] })
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

type TSearchApi = { search(query: Record<string, string>): Promise<unknown> }

/** An API whose searches are recorded (as query strings) before they are asked. */
function spiedSearch<TApi extends TSearchApi>(api: TApi): { api: TApi; calls: string[] } {
  const calls: string[] = []
  const search = (query: Record<string, string>) => {
    calls.push(new URLSearchParams(query).toString())
    return api.search(query)
  }
  return { api: { ...api, search } as TApi, calls }
}

/** A vertical's results page as its tests open it. */
export interface TResultsVertical<TApi extends TSearchApi> {
  /** The page's route pattern ('/cars/search/*'). */
  path: string
  Page: ComponentType<{ api: TApi; catalogueApi: TripCatalogueApi; placesApi: PlacesApi }>
  createApi(client: () => ApiClient): TApi
  /** The routes the page leads to (a property page, a stand-in), given the same APIs. */
  beside?(apis: { api: TApi; catalogueApi: TripCatalogueApi }): RouteObject[]
}

/**
 * One vertical's results page for a test file: the file's real server, a desktop-wide screen before each
 * test, and `open`: the page at `url` as a visitor of the US site (or the Korean one) would have it, its
 * search API spied on (`calls` holds each search's query string, in order).
 */
export function resultsPageOpener<TApi extends TSearchApi>(vertical: TResultsVertical<TApi>) {
  const server = realServer()
  beforeEach(() => screenWidth(1280))
  return function open(url: string, language: TLanguage = 'en') {
    let calls: string[] = []
    const { router } = openPage(server, url, language, ({ client, placesApi }) => {
      const spied = spiedSearch(vertical.createApi(client))
      calls = spied.calls
      const apis = { api: spied.api, catalogueApi: createTripCatalogueApi(client) }
      return [
        { path: vertical.path, element: <vertical.Page {...apis} placesApi={placesApi} /> },
        ...(vertical.beside?.(apis) ?? []),
      ]
    })
    return { router, calls }
  }
}
