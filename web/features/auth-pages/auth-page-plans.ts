import { AuthErrorCode } from '../../../shared/auth/auth-contract.ts'
import type { AuthFailure } from '../../api/auth.ts'
import type { TSignInError } from '../sign-in/sign-in-machine.ts'
import { failureAction } from '../sign-in/sign-in-outcomes.ts'

/**
 * What a page that acts on the session does on arrival. It acts at once only when the visitor came
 * from our own site (or typed the address): a link on another site must never sign anyone out or send
 * mail by itself, so then it asks first. With nothing to act on it skips the call.
 */
export type TArrivalPlan = 'act' | 'ask' | 'nothingToDo'

export function arrivalPlan(input: { sameSiteNavigation: boolean; applicable: boolean }): TArrivalPlan {
  if (!input.applicable) return 'nothingToDo'
  return input.sameSiteNavigation ? 'act' : 'ask'
}

export type TLinkOutcome = { kind: 'linkInvalid' } | { kind: 'error'; error: TSignInError }

/** A refused reset or confirmation: a dead link has its own message; the rest read as in the dialog. */
export function linkFailure(
  failure: Pick<AuthFailure, 'statusCode' | 'errorCode' | 'errorField' | 'message'>,
): TLinkOutcome {
  if (failure.errorCode === AuthErrorCode.LINK_INVALID) return { kind: 'linkInvalid' }
  const action = failureAction(failure)
  return {
    kind: 'error',
    error: action.type === 'failed' ? action.error : { field: null, key: 'signIn.errors.generic' },
  }
}
