import type { ReactNode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { createEventBus, type EventBus } from '../../../../shared/event-bus.ts'
import { createTripsPageApi } from '../../../api/trips-page.ts'
import { TripsPageProvider } from '../../../features/trips-page/trips-page-api.tsx'
import { signedInFakeBrowser } from '../../api/fake-browser.ts'
import { renderInApp } from '../../app/render-in-app.tsx'

/** A request body the page sent, with its method and path. */
export interface SentRequest {
  method: string
  path: string
  body: unknown
}

/**
 * The trips pages' API as the signed-in browser `who` has it, its calls going to the real server at
 * `baseUrl`; `sent` records every body sent.
 */
export function tripsPageApi(baseUrl: string, who: { cookie: string; token: string }) {
  const sent: SentRequest[] = []
  const record = (jarFetch: typeof fetch) =>
    (async (input, init) => {
      if (init?.method && init.method !== 'GET')
        sent.push({
          method: init.method,
          path: new URL(String(input)).pathname,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
        })
      return jarFetch(input, init)
    }) as typeof fetch
  const browser = signedInFakeBrowser(baseUrl, who, record)
  return { api: createTripsPageApi(() => browser.client, { fetch: browser.deps.fetch, baseUrl }), sent }
}

/** `node` at `path` (matched by `pattern`) in the app's providers and a router, for a signed-in traveller. */
export function renderTripsPage(
  node: ReactNode,
  api: ReturnType<typeof tripsPageApi>['api'],
  {
    path = '/',
    pattern = '/',
    bus = createEventBus(),
  }: { path?: string; pattern?: string; bus?: EventBus } = {},
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element: <TripsPageProvider api={api}>{node}</TripsPageProvider> },
      { path: '*', element: <main data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  )
  const view = renderInApp(<RouterProvider router={router} />, { bus })
  return { ...view, bus, router }
}
