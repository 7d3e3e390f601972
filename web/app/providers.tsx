import { type ReactNode, useState } from 'react'
import type { EventBus } from '../../shared/event-bus.ts'
import type { TGlobalState } from '../../shared/global-state.ts'
import type { I18n } from '../i18n/create-i18n.ts'
import { I18nProvider } from '../i18n/i18n-context.tsx'
import { EventBusContext, GlobalStateContext } from './global-state.tsx'
import { type QueryScope, QueryScopeContext } from './query-scope.ts'

interface Props {
  state: TGlobalState
  i18n: I18n
  bus: EventBus
  children: ReactNode
}

/** The same providers on the server and in the browser, so hydration matches. */
export function AppProviders({ state, i18n, bus, children }: Props) {
  // One query cache per mounted app: the browser mounts one for the page, a server render its own.
  const [queries] = useState<QueryScope>(() => ({}))
  return (
    <GlobalStateContext.Provider value={state}>
      <EventBusContext.Provider value={bus}>
        <QueryScopeContext.Provider value={queries}>
          <I18nProvider i18n={i18n}>{children}</I18nProvider>
        </QueryScopeContext.Provider>
      </EventBusContext.Provider>
    </GlobalStateContext.Provider>
  )
}
