import { createContext, useContext } from 'react'
import type { EventBus } from '../../shared/event-bus.ts'
import type { TGlobalState } from '../../shared/global-state.ts'

export const GlobalStateContext = createContext<TGlobalState | null>(null)
export const EventBusContext = createContext<EventBus | null>(null)

export function useGlobalState(): TGlobalState {
  const state = useContext(GlobalStateContext)
  if (!state) throw new Error('GlobalStateContext is missing')
  return state
}

export function useEventBus(): EventBus {
  const bus = useContext(EventBusContext)
  if (!bus) throw new Error('EventBusContext is missing')
  return bus
}
