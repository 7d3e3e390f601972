import { AuthErrorCode, PASSWORD_RULES, passwordLength } from '../../shared/auth/auth-contract.ts'

export interface PasswordProblem {
  code:
    | typeof AuthErrorCode.PASSWORD_TOO_SHORT
    | typeof AuthErrorCode.PASSWORD_TOO_LONG
    | typeof AuthErrorCode.PASSWORD_COMMON
    | typeof AuthErrorCode.PASSWORD_CONTEXT
  description: string
}

/**
 * NIST SP 800-63B rules for a new password: length in code points, no composition rules.
 * `context` holds words a guesser would try first for this account (its e-mail, the brand names).
 */
export function checkNewPassword(password: string, _context: readonly string[] = []): PasswordProblem | null {
  const length = passwordLength(password)
  if (length < PASSWORD_RULES.minLength) {
    return {
      code: AuthErrorCode.PASSWORD_TOO_SHORT,
      description: `Use at least ${PASSWORD_RULES.minLength} characters.`,
    }
  }
  if (length > PASSWORD_RULES.maxLength) {
    return {
      code: AuthErrorCode.PASSWORD_TOO_LONG,
      description: `Use at most ${PASSWORD_RULES.maxLength} characters.`,
    }
  }
  return null
}
