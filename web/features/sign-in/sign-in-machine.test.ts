import { describe, expect, it } from 'vitest'
import {
  hasBackControl,
  initialSignInState,
  initialView,
  signInReducer,
  type TSignInAction,
  type TSignInState,
  type TSignInView,
} from './sign-in-machine.ts'

const ALL_VIEWS: TSignInView[] = [
  'landing',
  'emailForm',
  'passwordForm',
  'login',
  'forgotPassword',
  'forgotSuccess',
  'oauth',
  'lockedAccount',
  'externalAuth',
  'businessOnboarding',
  'magicCode',
  'priceAlert',
  'tripsSoftGate',
  'register',
  'checkInbox',
]

const run = (state: TSignInState, ...actions: TSignInAction[]) => actions.reduce(signInReducer, state)
const start = () => initialSignInState({ reason: 'generic' })

describe('requested states (spec section 2)', () => {
  it.each([
    ['login', 'login'],
    ['forgot', 'forgotPassword'],
    ['oauth', 'oauth'],
    ['externalAuth', 'externalAuth'],
    ['signup', 'login'],
    ['forgotSuccess', 'forgotSuccess'],
    ['priceAlert', 'priceAlert'],
    ['tripsSoftGate', 'tripsSoftGate'],
  ])('%s opens %s', (state, view) => {
    expect(initialView({ reason: 'generic', state })).toBe(view)
  })

  it('starts any other requested state at the landing page', () => {
    for (const state of ['', 'register', 'magicCode', 'lockedAccount', 'LOGIN', 'toString']) {
      expect(initialView({ reason: 'generic', state }), state).toBe('landing')
    }
    expect(initialView({ reason: 'generic' })).toBe('landing')
  })

  it("opens the reason's own landing without a requested state, and the e-mail form to register", () => {
    expect(initialView({ reason: 'tripsSoftGate', resultId: 'r1' })).toBe('tripsSoftGate')
    expect(initialView({ reason: 'priceAlert' })).toBe('priceAlert')
    expect(initialView({ reason: 'generic', intent: 'register' })).toBe('emailForm')
    expect(initialSignInState({ reason: 'generic', intent: 'register' }).intent).toBe('register')
    // An invitation opens it with the invited address already in the e-mail form (issue 30).
    expect(
      initialSignInState({ reason: 'generic', intent: 'register', email: 'ava@northwind.test' }),
    ).toMatchObject({ view: 'emailForm', email: 'ava@northwind.test' })
    // A requested state wins over the reason.
    expect(initialView({ reason: 'tripsSoftGate', state: 'login' })).toBe('login')
  })
})

describe('back control', () => {
  it('shows in every state except landing, login and trips soft gate', () => {
    const without = ALL_VIEWS.filter((v) => !hasBackControl(v))
    expect(without.sort()).toEqual(['landing', 'login', 'tripsSoftGate'])
  })

  it('returns through the views visited, then to the landing page', () => {
    const state = run(
      start(),
      { type: 'go', view: 'emailForm' },
      { type: 'go', view: 'passwordForm' },
      { type: 'go', view: 'forgotPassword' },
    )
    expect(state.history).toEqual(['landing', 'emailForm', 'passwordForm'])
    expect(run(state, { type: 'back' }).view).toBe('passwordForm')
    expect(run(state, { type: 'back' }, { type: 'back' }, { type: 'back' }).view).toBe('landing')
    const opened = initialSignInState({ reason: 'generic', state: 'forgot' })
    expect(run(opened, { type: 'back' }).view).toBe('landing')
  })

  it('does nothing where there is no back control, or while a call is out', () => {
    const login = initialSignInState({ reason: 'generic', state: 'login' })
    expect(run(login, { type: 'back' })).toBe(login)
    const sending = run(start(), { type: 'go', view: 'emailForm' }, { type: 'submit' })
    expect(run(sending, { type: 'back' })).toBe(sending)
    expect(run(sending, { type: 'go', view: 'oauth' })).toBe(sending)
  })
})

describe('calls', () => {
  it('sets pending once, and a failure keeps the view with its error', () => {
    const sending = run(start(), { type: 'go', view: 'passwordForm' }, { type: 'submit' })
    expect(sending.pending).toBe(true)
    expect(run(sending, { type: 'submit' })).toBe(sending)
    const failed = run(sending, {
      type: 'failed',
      error: { field: 'passwd', key: 'signIn.errors.invalidCredentials' },
    })
    expect(failed).toMatchObject({ view: 'passwordForm', pending: false, error: { field: 'passwd' } })
    // The next attempt clears it.
    expect(run(failed, { type: 'submit' }).error).toBeNull()
  })

  it('moves on after a success, with what the inbox view should say', () => {
    const sent = run(
      start(),
      { type: 'go', view: 'emailForm' },
      { type: 'setEmail', email: 'a@b.test' },
      { type: 'go', view: 'register' },
      { type: 'submit' },
      { type: 'succeeded', view: 'checkInbox', inbox: 'register' },
    )
    expect(sent).toMatchObject({ view: 'checkInbox', inbox: 'register', pending: false, email: 'a@b.test' })
    expect(run(sent, { type: 'back' }).view).toBe('register')
  })

  it('clears an e-mail error when the e-mail changes, but not a password error', () => {
    const withEmailError = run(start(), {
      type: 'failed',
      error: { field: 'username', key: 'signIn.errors.emailRequired' },
    })
    expect(run(withEmailError, { type: 'setEmail', email: 'a' }).error).toBeNull()
    const withPasswordError = run(start(), {
      type: 'failed',
      error: { field: 'passwd', key: 'signIn.errors.invalidCredentials' },
    })
    expect(run(withPasswordError, { type: 'setEmail', email: 'a' }).error?.field).toBe('passwd')
  })

  it('leaves errors behind when moving to another view, and switching intent', () => {
    const failed = run(start(), { type: 'failed', error: { field: null, key: 'signIn.errors.request' } })
    expect(run(failed, { type: 'go', view: 'oauth' }).error).toBeNull()
    expect(run(failed, { type: 'setIntent', intent: 'register' })).toMatchObject({
      intent: 'register',
      error: null,
    })
  })
})
