import { describe, expect, it } from 'vitest'
import { AUTH_PAGES, AUTH_PATHS } from './auth/auth-contract.ts'
import { isApiPath } from './render-contract.ts'

describe('isApiPath', () => {
  it('answers the API prefixes with JSON', () => {
    for (const path of [AUTH_PATHS.login, '/auth/webauthn/v1/login', '/i/api/x', '/s/run/formtoken']) {
      expect(isApiPath(path), path).toBe(true)
    }
  })

  it('serves the pages e-mailed links open as pages, though they sit under /auth/', () => {
    expect(isApiPath(AUTH_PAGES.reset)).toBe(false)
    expect(isApiPath(AUTH_PAGES.confirm)).toBe(false)
    // Only those exact paths: anything below them is still the API's.
    expect(isApiPath(`${AUTH_PAGES.confirm}/x`)).toBe(true)
  })

  it('serves the sign-out and resend pages as pages', () => {
    expect(isApiPath(AUTH_PATHS.signout)).toBe(false)
    expect(isApiPath(AUTH_PATHS.resend)).toBe(false)
  })
})
