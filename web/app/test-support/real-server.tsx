import { cleanup, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startTestApp, type TestApp } from '../../../server/test-app.ts'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus, type EventBus } from '../../../shared/event-bus.ts'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { AppProviders } from '../providers.tsx'
import { signedInAuth, testGlobalState } from './global-state.ts'

export interface RealServer {
  /** The server started for this file, with its database (decision 057: views are tested against it). */
  readonly t: TestApp
  /** Where it listens on loopback, for the views' API clients. */
  readonly baseUrl: string
}

/**
 * The real server for one test file: started before its tests, closed after them, and the rendered
 * views cleaned up after each. Read `t` and `baseUrl` inside tests; they are set once the file starts.
 */
export function realServer(): RealServer {
  let app: TestApp | undefined
  let url: string | undefined
  beforeAll(async () => {
    app = await startTestApp('pglite')
    url = await app.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => app?.close())
  afterEach(cleanup)
  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('The real server is read before its file has started it.')
    return value
  }
  return {
    get t() {
      return started(app)
    },
    get baseUrl() {
      return started(url)
    },
  }
}

/** Renders a view inside the app's providers, as a signed-in English page would hold it. */
export function renderInApp(
  ui: ReactNode,
  { auth = signedInAuth(), bus = createEventBus() }: { auth?: TAuthState; bus?: EventBus } = {},
) {
  return render(
    <AppProviders
      state={testGlobalState({ auth })}
      i18n={createI18n('en', 'en-US', en as Messages)}
      bus={bus}
    >
      {ui}
    </AppProviders>,
  )
}
