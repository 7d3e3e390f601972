import type { TAppEvents } from '../../../shared/event-bus.ts'

/** The sign-in dialog's states (spec section 2), plus the two steps of creating an account. */
export type TSignInView =
  | 'landing'
  | 'emailForm'
  | 'passwordForm'
  | 'login'
  | 'forgotPassword'
  | 'forgotSuccess'
  | 'oauth'
  | 'lockedAccount'
  | 'externalAuth'
  | 'businessOnboarding'
  | 'magicCode'
  | 'priceAlert'
  | 'tripsSoftGate'
  | 'register'
  | 'checkInbox'

export type TSignInRequest = TAppEvents['signin:request']
export type TSignInIntent = 'signIn' | 'register'
export type TErrorField = 'username' | 'passwd' | 'code' | 'consent'

/** A message key of the catalogue, or the server's own words (password policy reasons). */
export interface TSignInError {
  field: TErrorField | null
  key: string
  values?: Record<string, string | number>
  text?: string
}

export interface TSignInState {
  view: TSignInView
  /** Where the back control returns to, most recent last. */
  history: TSignInView[]
  intent: TSignInIntent
  email: string
  pending: boolean
  error: TSignInError | null
  /** What the check-your-inbox view tells: finish creating the account, or confirm it first. */
  inbox: 'register' | 'confirm'
}

/** Requested states and the views they open (spec: "sign-up" is shown as login). */
const REQUESTED_STATES: Readonly<Record<string, TSignInView>> = {
  login: 'login',
  forgot: 'forgotPassword',
  oauth: 'oauth',
  externalAuth: 'externalAuth',
  signup: 'login',
  forgotSuccess: 'forgotSuccess',
  priceAlert: 'priceAlert',
  tripsSoftGate: 'tripsSoftGate',
}

/**
 * The first view of an opening. A requested state wins; without one, the reason's own landing
 * (trips soft gate, price alert) or, for the register trigger, the e-mail form. Any other requested
 * state starts at the landing page.
 */
export function initialView(request: TSignInRequest): TSignInView {
  if (request.state !== undefined) {
    // Own keys only: a requested "toString" is not a state.
    return Object.hasOwn(REQUESTED_STATES, request.state)
      ? (REQUESTED_STATES[request.state] as TSignInView)
      : 'landing'
  }
  if (request.reason === 'tripsSoftGate') return 'tripsSoftGate'
  if (request.reason === 'priceAlert') return 'priceAlert'
  if (request.intent === 'register') return 'emailForm'
  return 'landing'
}

export function initialSignInState(request: TSignInRequest): TSignInState {
  return {
    view: initialView(request),
    history: [],
    intent: request.intent ?? 'signIn',
    email: request.email ?? '',
    pending: false,
    error: null,
    inbox: 'register',
  }
}

const WITHOUT_BACK: readonly TSignInView[] = ['landing', 'login', 'tripsSoftGate']

/** A back control shows in every state except landing, login and trips soft gate. */
export function hasBackControl(view: TSignInView): boolean {
  return !WITHOUT_BACK.includes(view)
}

export type TSignInAction =
  | { type: 'go'; view: TSignInView }
  | { type: 'back' }
  | { type: 'setEmail'; email: string }
  | { type: 'setIntent'; intent: TSignInIntent }
  | { type: 'submit' }
  | { type: 'failed'; error: TSignInError }
  | { type: 'succeeded'; view?: TSignInView; inbox?: TSignInState['inbox'] }

function goTo(state: TSignInState, view: TSignInView): TSignInState {
  if (view === state.view) return { ...state, pending: false, error: null }
  return { ...state, view, history: [...state.history, state.view], pending: false, error: null }
}

export function signInReducer(state: TSignInState, action: TSignInAction): TSignInState {
  switch (action.type) {
    case 'go':
      // While a call is out, its answer decides where the dialog goes next.
      return state.pending ? state : goTo(state, action.view)
    case 'back': {
      if (state.pending || !hasBackControl(state.view)) return state
      const previous = state.history.at(-1)
      return {
        ...state,
        view: previous ?? 'landing',
        history: state.history.slice(0, -1),
        error: null,
      }
    }
    case 'setEmail':
      return {
        ...state,
        email: action.email,
        error: state.error?.field === 'username' ? null : state.error,
      }
    case 'setIntent':
      return { ...state, intent: action.intent, error: null }
    case 'submit':
      return state.pending ? state : { ...state, pending: true, error: null }
    case 'failed':
      return { ...state, pending: false, error: action.error }
    case 'succeeded': {
      const next = { ...state, pending: false, inbox: action.inbox ?? state.inbox }
      return action.view ? goTo(next, action.view) : { ...next, error: null }
    }
  }
}
