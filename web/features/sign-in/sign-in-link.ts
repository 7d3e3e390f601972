import { SIGN_IN_PARAM } from '../../../shared/first-view-modules.ts'
import type { TSignInRequest } from './sign-in-machine.ts'

export { SIGN_IN_PARAM }

/** The sign-in request a link asks for, or null; unknown states start at the landing (the machine's rule). */
export function signInRequestFromSearch(search: string): TSignInRequest | null {
  const state = new URLSearchParams(search).get(SIGN_IN_PARAM)
  if (state === null) return null
  return { reason: 'generic', state: state.slice(0, 40) }
}

/** The same address without the parameter, so a reload does not open the dialog again. */
export function withoutSignInParam(pathname: string, search: string, hash: string): string {
  const params = new URLSearchParams(search)
  params.delete(SIGN_IN_PARAM)
  const rest = params.toString()
  return `${pathname}${rest ? `?${rest}` : ''}${hash}`
}
