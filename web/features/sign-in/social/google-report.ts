import { SocialErrorCode } from '../../../../shared/social/social-contract.ts'
import { logError } from '../../../app/logger.ts'

/**
 * Who failed in a Google authorization (spec section 8): Google (its library, its prompt, its answer)
 * or our own handling of it. Error reporting can then tell an outage of Google's from a bug of ours.
 */
export type TErrorSource = 'google' | 'fernway'

/** The popup's codes for an authorization Google answered with an error, or without a token. */
const GOOGLE_CODES: ReadonlySet<string> = new Set([
  SocialErrorCode.PROVIDER_ERROR,
  SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER,
])

export function googleErrorSource(code: string): TErrorSource {
  return GOOGLE_CODES.has(code) ? 'google' : 'fernway'
}

export type TReport = (error: unknown, context: Record<string, unknown>) => void

export function reportGoogleError(
  error: unknown,
  source: TErrorSource,
  feature: 'google-sign-in' | 'one-tap',
  report: TReport = logError,
): void {
  report(error, { feature, source })
}
