import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import type { TAuthState } from '../shared/auth-state.ts'
import { AUTH_STATE_PATH, GLOBAL_STATE_ELEMENT_ID } from '../shared/constants.ts'
import type { TGlobalState } from '../shared/global-state.ts'
import { appBus } from './app/app-bus.ts'
import { createAuthRefresh } from './app/auth-state-refresh.ts'
import { wakeIslands } from './app/island-registry.ts'
import { AppProviders } from './app/providers.tsx'
import { createI18n, loadMessages } from './i18n/create-i18n.ts'
import { createRoutes } from './routes/create-routes.tsx'
import './styles/chrome.css'
import './styles/side-nav.css'

interface Embedded {
  state: TGlobalState
  hydration: {
    loaderData?: Record<string, unknown>
    actionData?: Record<string, unknown> | null
    errors?: Record<string, unknown> | null
  } | null
}

async function start(): Promise<TGlobalState> {
  const element = document.getElementById(GLOBAL_STATE_ELEMENT_ID)
  const embedded = JSON.parse(element?.textContent ?? 'null') as Embedded | null
  if (!embedded) throw new Error('the page carries no state')
  const { state, hydration } = embedded
  const routes = createRoutes(state.businessBasePath)
  // Resolve the lazy route of the first page before hydrating so the markup matches the server's.
  const matches = matchRoutes(routes, window.location) ?? []
  await Promise.all(
    matches.map(async (m) => {
      if (m.route.lazy && typeof m.route.lazy === 'function') {
        const extra = await m.route.lazy()
        Object.assign(m.route, extra, { lazy: undefined })
      }
    }),
  )
  const router = createBrowserRouter(routes, {
    hydrationData: hydration
      ? { loaderData: hydration.loaderData ?? {}, actionData: hydration.actionData ?? null, errors: null }
      : undefined,
  })
  // The first navigation wakes the islands still waiting for a use: React hydrates them to draw it.
  const first = router.state.location
  router.subscribe((next) => (next.location !== first || next.navigation.state !== 'idle') && wakeIslands())
  const i18n = createI18n(state.language, state.locale, await loadMessages(state.language))
  // Hydrating in a transition lets React yield every few milliseconds instead of holding the main thread
  // for the whole page (Lighthouse's total blocking time, decision 066); a click meanwhile is replayed.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root') as HTMLElement,
      <StrictMode>
        <AppProviders state={state} i18n={i18n} bus={appBus}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    )
  })
  return state
}

/** Keeps the page's auth state from going stale (spec section 4: fetched if missing or stale). */
function watchAuthState(state: TGlobalState) {
  const refresh = createAuthRefresh({
    initial: state.auth,
    fetchState: async () => {
      const res = await fetch(AUTH_STATE_PATH, { credentials: 'same-origin' })
      if (!res.ok) throw new Error(`auth state ${res.status}`)
      return (await res.json()) as TAuthState
    },
    reload: () => window.location.reload(),
    now: () => Date.now(),
    onError: (error) => console.warn('auth state refresh failed', error),
  })
  void refresh.start()
  window.addEventListener('pageshow', (event) => void refresh.shown(event.persisted))
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh.shown(false)
  })
}

start()
  .then(watchAuthState)
  .catch((error) => console.error('Fernway failed to start', error))
