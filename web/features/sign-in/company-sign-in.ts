import { isSafeRedirect } from '../../../shared/redirect.ts'
import { isSsoErrorCode, SSO_RETURN } from '../../../shared/sso/sso-contract.ts'
import { ApiError } from '../../api/errors.ts'
import type { SsoSignInApi } from '../../api/sso.ts'
import { checkEmail } from './credential-checks.ts'
import { SIGN_IN_PARAM } from './sign-in-link.ts'
import type { TSignInAction, TSignInError } from './sign-in-machine.ts'

/** The message for an SSO refusal code (from the server, or from the callback's way back). */
export function ssoErrorKey(code: string | null): string {
  return isSsoErrorCode(code) ? `signIn.sso.errors.${code}` : 'signIn.sso.errors.generic'
}

/** The page to come back to after SSO: here, without the dialog's own query parameters. */
export function returnPath(pathname: string, search: string, hash = ''): string {
  const params = new URLSearchParams(search)
  params.delete(SIGN_IN_PARAM)
  params.delete(SSO_RETURN.errorParam)
  const rest = params.toString()
  const path = `${pathname}${rest ? `?${rest}` : ''}${hash}`
  return isSafeRedirect(path) ? path : '/'
}

/** The refusal the callback brought back in the address (?ssoError=...), and the address without it. */
export function returnedSsoError(search: string): string | null {
  return new URLSearchParams(search).get(SSO_RETURN.errorParam)
}

export interface CompanySignInDeps {
  api: SsoSignInApi
  dispatch(action: TSignInAction): void
  email(): string
  pending(): boolean
  redir: string
  /** Leaves for the provider's page (the browser's address changes; nothing comes back here). */
  navigate(url: string): void
}

/** Only the provider's own web address is followed (never a script or data URL). */
function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:'
  } catch {
    return false
  }
}

/**
 * The external-auth view's button: asks where this e-mail's company signs in and sends the page there.
 * The answer speaks of the domain only, never of whether the e-mail has an account.
 */
export async function startCompanySignIn(deps: CompanySignInDeps): Promise<void> {
  if (deps.pending()) return
  const failed = (error: TSignInError) => deps.dispatch({ type: 'failed', error })
  const problem = checkEmail(deps.email())
  if (problem) return failed(problem)
  deps.dispatch({ type: 'submit' })
  try {
    const answer = await deps.api.entryPoint(deps.email().trim(), deps.redir)
    if (!answer.entryPointUrl || !isWebUrl(answer.entryPointUrl))
      return failed({ field: 'username', key: 'signIn.sso.errors.SSO_NOT_CONFIGURED' })
    // Pending stays on: the page is leaving for the provider.
    deps.navigate(answer.entryPointUrl)
  } catch (error) {
    if (error instanceof ApiError && error.code === 'VALIDATION_ERROR')
      return failed({ field: 'username', key: 'signIn.errors.emailInvalid' })
    if (error instanceof ApiError && error.code === 'RATE_LIMITED')
      return failed({ field: null, key: 'signIn.errors.tooManyAttempts' })
    failed({
      field: null,
      key: error instanceof ApiError ? ssoErrorKey(error.code) : 'signIn.errors.request',
    })
  }
}
