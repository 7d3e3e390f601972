import { safeRedirect } from '../../../shared/redirect.ts'
import {
  normalizeRecoveryCode,
  RECOVERY_CODES,
  type TSecondFactorMethod,
  VERIFY_PAGE,
} from '../../../shared/two-factor/two-factor-contract.ts'
import type { TTwoFactorStatusResponse } from '../../../shared/two-factor/two-factor-schemas.ts'

/**
 * Where the page goes once verified: `redir` when it is a same-origin path (shared/redirect.ts), else
 * the front door; never back to this page, which would only ask again.
 */
export function verifiedTarget(search: string): string {
  const target = safeRedirect(new URLSearchParams(search).get(VERIFY_PAGE.redirParam), '/')
  const path = target.split(/[?#]/)[0]
  return path === VERIFY_PAGE.path || path?.startsWith(`${VERIFY_PAGE.path}/`) ? '/' : target
}

/** The factors the user can use now, strongest first. */
export function availableMethods(status: TTwoFactorStatusResponse): TSecondFactorMethod[] {
  const methods: TSecondFactorMethod[] = []
  if (status.totp) methods.push('totp')
  if (status.email) methods.push('email')
  if (status.recoveryCodesLeft > 0) methods.push('recovery')
  return methods
}

/** What the field holds, cleaned as the server will read it; null when it cannot be a code of that kind. */
export function cleanCode(method: TSecondFactorMethod, input: string): string | null {
  if (method === 'recovery') {
    const code = normalizeRecoveryCode(input)
    return code.length === RECOVERY_CODES.length ? code : null
  }
  const digits = input.replace(/\s/g, '')
  return /^[0-9]{6}$/.test(digits) ? digits : null
}
