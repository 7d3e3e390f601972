import { MAGIC_CODE_LENGTH, PASSWORD_RULES, passwordLength } from '../../../shared/auth/auth-contract.ts'
import { EMAIL_MAX_LENGTH, emailProblem } from '../../../shared/auth/email-rule.ts'
import type { TSignInError } from './sign-in-machine.ts'

/**
 * The checks made before a call. The server decides everything else (whether an e-mail is known,
 * whether a password is common): the e-mail is held to the server's own rule (shared/auth/email-rule.ts)
 * so that no one goes on to "Enter your password" with something that is not an address, passwords to
 * the length rules (code points, as the server counts), and a code to its six digits so that a typo
 * does not spend one of the limited attempts.
 */
export function checkEmail(email: string): TSignInError | null {
  const problem = emailProblem(email)
  if (problem === 'required') return { field: 'username', key: 'signIn.errors.emailRequired' }
  if (problem === 'tooLong')
    return { field: 'username', key: 'signIn.errors.emailTooLong', values: { max: EMAIL_MAX_LENGTH } }
  if (problem === 'invalid') return { field: 'username', key: 'signIn.errors.emailInvalid' }
  return null
}

/** A password longer than any the site lets people choose cannot be theirs: said before it is sent. */
export function checkPassword(passwd: string): TSignInError | null {
  if (passwd === '') return { field: 'passwd', key: 'signIn.errors.passwordRequired' }
  if (passwordLength(passwd) > PASSWORD_RULES.maxLength)
    return {
      field: 'passwd',
      key: 'signIn.errors.passwordLongerThanAny',
      values: { max: PASSWORD_RULES.maxLength },
    }
  return null
}

export function checkNewPassword(passwd: string): TSignInError | null {
  const length = passwordLength(passwd)
  if (length < PASSWORD_RULES.minLength) {
    return {
      field: 'passwd',
      key: 'signIn.errors.passwordTooShort',
      values: { min: PASSWORD_RULES.minLength },
    }
  }
  if (length > PASSWORD_RULES.maxLength) {
    return {
      field: 'passwd',
      key: 'signIn.errors.passwordTooLong',
      values: { max: PASSWORD_RULES.maxLength },
    }
  }
  return null
}

const CODE_SHAPE = new RegExp(`^[0-9]{${MAGIC_CODE_LENGTH}}$`)

/** Spaces are dropped: codes are often pasted as "123 456". */
export function normalizeCode(code: string): string {
  return code.replace(/\s+/g, '')
}

export function checkCode(code: string): TSignInError | null {
  return CODE_SHAPE.test(normalizeCode(code))
    ? null
    : { field: 'code', key: 'signIn.errors.codeFormat', values: { length: MAGIC_CODE_LENGTH } }
}

export function checkConsent(consent: boolean, required: boolean): TSignInError | null {
  return required && !consent ? { field: 'consent', key: 'signIn.errors.consentRequired' } : null
}
