import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../api/errors.ts'
import type { SsoSignInApi } from '../../api/sso.ts'
import { returnPath, ssoErrorKey, startCompanySignIn } from './company-sign-in.ts'
import { initialSignInState, signInReducer, type TSignInState } from './sign-in-machine.ts'
import { failureAction } from './sign-in-outcomes.ts'

function run(api: SsoSignInApi, email = 'ava@northwind.test') {
  let state: TSignInState = { ...initialSignInState({ reason: 'generic' }), view: 'externalAuth', email }
  const navigate = vi.fn()
  const started = startCompanySignIn({
    api,
    dispatch: (action) => {
      state = signInReducer(state, action)
    },
    email: () => state.email,
    pending: () => state.pending,
    redir: '/trips?x=1',
    navigate,
  })
  return { started, navigate, state: () => state }
}

describe('company sign-in from the external-auth view', () => {
  it('sends the page to the provider, keeping the dialog pending while it leaves', async () => {
    const entryPoint = vi.fn(async () => ({
      entryPointUrl: 'https://idp.example/authorize?x',
      displayName: 'Okta',
    }))
    const { started, navigate, state } = run({ entryPoint })
    await started
    expect(entryPoint).toHaveBeenCalledWith('ava@northwind.test', '/trips?x=1')
    expect(navigate).toHaveBeenCalledWith('https://idp.example/authorize?x')
    expect(state().pending).toBe(true)
  })

  it('says so when the domain has no company sign-in, and never follows a script URL', async () => {
    for (const entryPointUrl of [null, 'javascript:alert(1)']) {
      const { started, navigate, state } = run({
        entryPoint: async () => ({ entryPointUrl, displayName: null }),
      })
      await started
      expect(navigate).not.toHaveBeenCalled()
      expect(state().error).toEqual({ field: 'username', key: 'signIn.sso.errors.SSO_NOT_CONFIGURED' })
    }
  })

  it('turns a refusal into its message, and asks for an e-mail first', async () => {
    const unavailable = new ApiError(503, '/x', {}, 'SSO_PROVIDER_UNAVAILABLE', 'down')
    const { started, state } = run({ entryPoint: async () => Promise.reject(unavailable) })
    await started
    expect(state().error?.key).toBe('signIn.sso.errors.SSO_PROVIDER_UNAVAILABLE')
    const empty = run({ entryPoint: vi.fn() }, ' ')
    await empty.started
    expect(empty.state().error?.field).toBe('username')
  })

  it('opens the external authentication state when a password sign-in answers EXTERNAL_AUTH_REQUIRED', () => {
    const action = failureAction({
      statusCode: 1,
      errorCode: 'EXTERNAL_AUTH_REQUIRED',
      errorField: null,
      message: '',
    })
    expect(action).toEqual({ type: 'succeeded', view: 'externalAuth' })
  })

  it('comes back to the page without the dialog parameters, and knows every refusal code', () => {
    expect(returnPath('/trips', '?signin=externalAuth&ssoError=SSO_REJECTED&x=1')).toBe('/trips?x=1')
    expect(ssoErrorKey('SSO_REJECTED')).toBe('signIn.sso.errors.SSO_REJECTED')
    expect(ssoErrorKey('toString')).toBe('signIn.sso.errors.generic')
  })
})
