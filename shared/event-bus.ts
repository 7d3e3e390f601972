/**
 * The events features publish to each other in the page (spec sections 4 and 7): a sign-in request,
 * the trips drawer opening and closing, and close events carrying ids.
 */
export interface TAppEvents {
  'signin:request': {
    reason: 'generic' | 'tripsSoftGate' | 'priceAlert' | 'currencySave' | 'returningUser'
    resultId?: string
    state?: string
    /** 'register' opens the e-mail form ready to create an account (the header's register trigger). */
    intent?: 'signIn' | 'register'
    /** The address the e-mail form starts with (an invitation's invited address). */
    email?: string
  }
  'signin:shown': { reason: string }
  'signin:closed': { reason: string; resultId?: string }
  'tripsDrawer:open': Record<string, never>
  'tripsDrawer:close': { tripId?: string }
  'tripsDrawer:toggle': Record<string, never>
  /**
   * Something changed the signed-in user's trips (an offer saved or removed, a booking, a trip renamed or
   * re-dated): the drawer and the trips pages reload.
   */
  'trips:changed': { reason: 'saved' | 'removed' | 'booked' | 'edited'; fullTripId?: string }
  'sideNav:open': Record<string, never>
  'sideNav:close': Record<string, never>
  'privacy:consentChanged': { categories: string[] }
  /**
   * The side navigation's and the footer's country and currency entries open the header's pickers; an
   * opener, when given, is what the dropdown hangs from instead of the header's trigger (the footer's).
   */
  'picker:open': { picker: 'country' | 'currency'; opener?: HTMLElement }
  /** Privacy entries of the chrome (header, side navigation, footer); the privacy issue's dialogs listen. */
  'privacy:open': { dialog: 'cookieCategories' | 'consentManagement' | 'dataSharing' }
  /**
   * The California opt-out was saved (spec section 7: "cookie-sharing, share and ccpa sync updates"):
   * cookie-based tags re-read whether they may share, share integrations stop or resume, and whatever
   * mirrors the CCPA state (a GPP section, say) syncs. allowDataSharing is the inverse of the opt-out.
   */
  'privacy:cookieSharingUpdated': { allowDataSharing: boolean }
  'privacy:shareUpdated': { allowDataSharing: boolean }
  'privacy:ccpaSyncUpdated': { allowDataSharing: boolean; gpc: boolean }
  'feedback:open': Record<string, never>
  'a11y:announce': { message: string }
}

export type TEventName = keyof TAppEvents
type Handler<K extends TEventName> = (payload: TAppEvents[K]) => void

export interface EventBus {
  /** True when someone listens: a link that publishes follows its href otherwise (no dead controls). */
  publish<K extends TEventName>(name: K, payload: TAppEvents[K]): boolean
  /** Returns the unsubscribe function. */
  subscribe<K extends TEventName>(name: K, handler: Handler<K>): () => void
}

export function createEventBus(onError: (error: unknown, name: string) => void = () => {}): EventBus {
  const handlers = new Map<TEventName, Set<Handler<never>>>()
  return {
    publish(name, payload) {
      const listening = [...(handlers.get(name) ?? [])]
      for (const handler of listening) {
        // One failing subscriber must not keep the others from hearing the event.
        try {
          ;(handler as Handler<typeof name>)(payload)
        } catch (error) {
          onError(error, name)
        }
      }
      return listening.length > 0
    },
    subscribe(name, handler) {
      let set = handlers.get(name)
      if (!set) {
        set = new Set()
        handlers.set(name, set)
      }
      set.add(handler as Handler<never>)
      return () => {
        set.delete(handler as Handler<never>)
      }
    },
  }
}

/**
 * The bus of a server render. A publish asks whether anyone listens (a link follows its href when not),
 * and nothing on the server can answer: it answers no and warns, since a publish while rendering is a
 * side effect that belongs in an event handler or an effect. Subscriptions come from effects, which
 * never run here.
 */
export function createServerEventBus(warn: (message: string) => void = console.warn): EventBus {
  return {
    publish(name) {
      warn(`"${name}" was published during server rendering, where nothing can answer it`)
      return false
    },
    subscribe: () => () => {},
  }
}
