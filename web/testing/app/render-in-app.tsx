import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { TAuthState } from '../../../shared/auth-state.ts'
import { createEventBus, type EventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInAuth, testGlobalState } from './global-state.ts'

/** Renders a view inside the app's providers, as a signed-in English page would hold it (or Korean). */
export function renderInApp(
  ui: ReactNode,
  {
    auth = signedInAuth(),
    bus = createEventBus(),
    korean,
  }: { auth?: TAuthState; bus?: EventBus; korean?: Messages } = {},
) {
  const i18n = korean ? createI18n('ko', 'ko-KR', korean) : createI18n('en', 'en-US', en as Messages)
  return render(
    <AppProviders state={testGlobalState({ auth })} i18n={i18n} bus={bus}>
      {ui}
    </AppProviders>,
  )
}
