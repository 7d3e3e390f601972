import { SOCIAL_MESSAGES, SocialErrorCode } from '../../../../../shared/social/social-contract.ts'
import { socialError } from '../social-errors.ts'

/** Apple's own failures (spec section 5). */
export const appleErrors = {
  /** Apple needs its provider properties present and enabled; the answer is not linkable. */
  propertiesMissing: () =>
    socialError(SocialErrorCode.APPLE_PROPERTIES_MISSING, SOCIAL_MESSAGES.appleMissingProperties),
  codeMismatch: () =>
    socialError(SocialErrorCode.INVALID_SOCIAL_TOKEN, 'The sign-in token was refused: c_hash.'),
}
