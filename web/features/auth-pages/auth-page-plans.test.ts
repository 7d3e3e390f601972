import { describe, expect, it } from 'vitest'
import { AuthErrorCode, AuthStatus } from '../../../shared/auth/auth-contract.ts'
import { arrivalPlan, linkFailure } from './auth-page-plans.ts'

const refused = (errorCode: string, errorField: string | null = null, message = '') => ({
  statusCode: AuthStatus.ERROR,
  errorCode,
  errorField,
  message,
})

describe('arriving on a page that acts on the session', () => {
  it('acts at once only for a visit from our own site', () => {
    expect(arrivalPlan({ sameSiteNavigation: true, applicable: true })).toBe('act')
    expect(arrivalPlan({ sameSiteNavigation: false, applicable: true })).toBe('ask')
  })

  it('does nothing when there is nothing to act on, wherever the visitor came from', () => {
    expect(arrivalPlan({ sameSiteNavigation: true, applicable: false })).toBe('nothingToDo')
    expect(arrivalPlan({ sameSiteNavigation: false, applicable: false })).toBe('nothingToDo')
  })
})

describe('a refused link', () => {
  it('says the link is dead for LINK_INVALID', () => {
    expect(linkFailure(refused(AuthErrorCode.LINK_INVALID))).toEqual({ kind: 'linkInvalid' })
  })

  it("shows the password policy's reason on the password field", () => {
    expect(linkFailure(refused(AuthErrorCode.PASSWORD_COMMON, 'passwd', 'Too common.'))).toEqual({
      kind: 'error',
      error: { field: 'passwd', key: 'signIn.errors.passwordRejected', text: 'Too common.' },
    })
  })

  it('says the server could not be reached for a request failure', () => {
    const failure = { statusCode: AuthStatus.REQUEST_ERROR, errorCode: null, errorField: null, message: '' }
    expect(linkFailure(failure)).toEqual({
      kind: 'error',
      error: { field: null, key: 'signIn.errors.request' },
    })
  })

  it('reads an answer that would move the dialog (a locked account) as a plain error here', () => {
    expect(linkFailure(refused(AuthErrorCode.ACCOUNT_LOCKED))).toEqual({
      kind: 'error',
      error: { field: null, key: 'signIn.errors.generic' },
    })
  })
})
