import { createMemoryRouter, RouterProvider } from 'react-router'
import { vi } from 'vitest'
import { createEventBus, type EventBus } from '../../../../shared/event-bus.ts'
import { TRIPS_CONSTANTS } from '../../../../shared/trips/trips-contract.ts'
import { type TripsDrawerEnv, tripsDrawerApi } from '../../../features/trips-drawer/drawer-env.ts'
import { TripsDrawer } from '../../../features/trips-drawer/trips-drawer.tsx'
import { MemoryStorage, signedInFakeBrowser } from '../../api/fake-browser.ts'
import { renderInApp } from '../../app/render-in-app.tsx'

/**
 * The drawer's environment as the signed-in browser `who` has it, its calls going to the real server at
 * `baseUrl`; `wrapFetch` may stand in for the network (a failing answer).
 */
export function drawerEnv(
  baseUrl: string,
  who: { cookie: string; token: string },
  wrapFetch?: (jarFetch: typeof fetch) => typeof fetch,
) {
  const browser = signedInFakeBrowser(baseUrl, who, wrapFetch)
  const env = {
    api: tripsDrawerApi(browser.client),
    reload: vi.fn<() => void>(),
    online: vi.fn<() => boolean>(() => true),
    log: vi.fn<(error: unknown, context: Record<string, unknown>) => void>(),
    storage: new MemoryStorage(),
    saveLater: new MemoryStorage(),
    now: () => Date.now(),
    reducedMotion: () => false,
    tooltipOpenTimeMs: TRIPS_CONSTANTS.tooltipOpenTimeMs,
  } satisfies TripsDrawerEnv
  const storeCalls = () => browser.jar.requests.filter((r) => r.url.includes('/trips/api/store')).length
  return { env, jar: browser.jar, storeCalls }
}

/** The drawer in the app's providers and a router, as the header holds it for a signed-in traveller. */
export function renderDrawer(env: TripsDrawerEnv, bus: EventBus = createEventBus()) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <TripsDrawer env={env} /> },
      { path: '*', element: <main data-testid="elsewhere" /> },
    ],
    { initialEntries: ['/'] },
  )
  const view = renderInApp(<RouterProvider router={router} />, { bus })
  return { ...view, bus, router }
}

/** Sets what document.visibilityState answers and tells the page, as switching tabs does. */
export function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
  document.dispatchEvent(new Event('visibilitychange'))
}
