import { createContext, useContext } from 'react'
import { withLinkParams } from '../../shared/chrome/link-params.ts'
import type { EventBus } from '../../shared/event-bus.ts'
import type { TGlobalState } from '../../shared/global-state.ts'

export const GlobalStateContext = createContext<TGlobalState | null>(null)
export const EventBusContext = createContext<EventBus | null>(null)

/** Our links with the page's link parameters added (decision 102). */
export function useLinkHref(): (href: string) => string {
  const params = useContext(GlobalStateContext)?.linkParams ?? ''
  return (href) => withLinkParams(href, params)
}

export function useGlobalState(): TGlobalState {
  const state = useContext(GlobalStateContext)
  if (!state) throw new Error('GlobalStateContext is missing')
  return state
}

/** Whether the visitor acts for their company now: a business profile, in business mode. */
export function useInBusinessMode(): boolean {
  const business = useGlobalState().auth?.businessState
  return Boolean(business?.businessProfile && business.businessMode)
}

export function useEventBus(): EventBus {
  const bus = useContext(EventBusContext)
  if (!bus) throw new Error('EventBusContext is missing')
  return bus
}
