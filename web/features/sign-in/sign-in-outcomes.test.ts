import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, AuthErrorCode, AuthStatus } from '../../../shared/auth/auth-contract.ts'
import { failureAction, signedInTarget } from './sign-in-outcomes.ts'

const refused = (errorCode: string, errorField: string | null = null, message = '') => ({
  statusCode: AuthStatus.ERROR,
  errorCode,
  errorField,
  message,
})

describe('what a refused call does to the dialog', () => {
  it('opens the locked-account state for a locked account', () => {
    expect(failureAction(refused(AuthErrorCode.ACCOUNT_LOCKED, null, AUTH_MESSAGES.ACCOUNT_LOCKED))).toEqual({
      type: 'succeeded',
      view: 'lockedAccount',
    })
  })

  it('tells an unconfirmed account to open the confirmation e-mail sent again', () => {
    expect(failureAction(refused(AuthErrorCode.ACCOUNT_NOT_CONFIRMED))).toEqual({
      type: 'succeeded',
      view: 'checkInbox',
      inbox: 'confirm',
    })
  })

  it.each([
    [AuthErrorCode.INVALID_CREDENTIALS, 'passwd', 'passwd', 'signIn.errors.invalidCredentials'],
    [AuthErrorCode.ACCOUNT_DISABLED, null, null, 'signIn.errors.accountDisabled'],
    [AuthErrorCode.TOO_MANY_ATTEMPTS, null, null, 'signIn.errors.tooManyAttempts'],
    ['RATE_LIMITED', null, null, 'signIn.errors.tooManyAttempts'],
    [AuthErrorCode.BUSY, null, null, 'signIn.errors.busy'],
    [AuthErrorCode.CODE_INVALID, 'code', 'code', 'signIn.errors.codeInvalid'],
    [AuthErrorCode.INVALID_EMAIL, 'username', 'username', 'signIn.errors.emailInvalid'],
    [AuthErrorCode.TERMS_CONSENT_REQUIRED, 'consent', 'consent', 'signIn.errors.consentRequired'],
    ['VALIDATION_ERROR', 'username', 'username', 'signIn.errors.emailInvalid'],
    ['VALIDATION_ERROR', 'passwd', 'passwd', 'signIn.errors.passwordRequired'],
    ['VALIDATION_ERROR', null, null, 'signIn.errors.generic'],
    ['SOMETHING_NEW', 'strange', null, 'signIn.errors.generic'],
  ])('%s on %s shows an error on %s: %s', (code, errorField, field, key) => {
    expect(failureAction(refused(code, errorField))).toEqual({ type: 'failed', error: { field, key } })
  })

  it("shows the password policy's own reason on the password field", () => {
    for (const code of ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG', 'PASSWORD_COMMON', 'PASSWORD_CONTEXT']) {
      expect(failureAction(refused(code, 'passwd', 'This password is too common.'))).toEqual({
        type: 'failed',
        error: {
          field: 'passwd',
          key: 'signIn.errors.passwordRejected',
          text: 'This password is too common.',
        },
      })
    }
    expect(failureAction(refused('PASSWORD_COMMON', 'passwd'))).toEqual({
      type: 'failed',
      error: { field: 'passwd', key: 'signIn.errors.passwordRejected' },
    })
  })

  it('says the server could not be reached for a request failure, whatever else it carries', () => {
    expect(
      failureAction({
        statusCode: AuthStatus.REQUEST_ERROR,
        errorCode: null,
        errorField: null,
        message: 'x',
      }),
    ).toEqual({ type: 'failed', error: { field: null, key: 'signIn.errors.request' } })
  })
})

describe('where a sign-in goes', () => {
  it('follows a same-site loginRedirectUrl and otherwise reloads the page', () => {
    expect(signedInTarget({ status: 0, loginRedirectUrl: '/trips' })).toBe('/trips')
    expect(signedInTarget({ status: 0, loginRedirectUrl: null })).toBeNull()
    expect(signedInTarget({ status: 0, loginRedirectUrl: '//evil.test' })).toBeNull()
    expect(signedInTarget({ status: 0, loginRedirectUrl: 'https://evil.test/' })).toBeNull()
  })
})
