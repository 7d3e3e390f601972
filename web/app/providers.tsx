import type { i18n as I18n } from 'i18next'
import type { ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import type { EventBus } from '../../shared/event-bus.ts'
import type { TGlobalState } from '../../shared/global-state.ts'
import { EventBusContext, GlobalStateContext } from './global-state.tsx'

interface Props {
  state: TGlobalState
  i18n: I18n
  bus: EventBus
  children: ReactNode
}

/** The same providers on the server and in the browser, so hydration matches. */
export function AppProviders({ state, i18n, bus, children }: Props) {
  return (
    <GlobalStateContext.Provider value={state}>
      <EventBusContext.Provider value={bus}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </EventBusContext.Provider>
    </GlobalStateContext.Provider>
  )
}
