import { fillBrand, SOCIAL_MESSAGES, SocialErrorCode } from '../../../../../shared/social/social-contract.ts'
import { socialError } from '../social-errors.ts'

/** Google's own failures (spec sections 5 and 8). */
export const googleErrors = {
  serviceDisabled: () => socialError(SocialErrorCode.SERVICE_DISABLED, SOCIAL_MESSAGES.googleServiceDisabled),
  missingClientId: () =>
    socialError(SocialErrorCode.MISSING_CLIENT_ID_OR_SCOPE, 'Google sign-in has no client id configured.'),
  notLoggedInToLink: (brand: string) =>
    socialError(
      SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER,
      fillBrand(SOCIAL_MESSAGES.googleLinkNotLoggedIn, brand),
    ),
  notLoggedInToRegister: (brand: string) =>
    socialError(
      SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER,
      fillBrand(SOCIAL_MESSAGES.googleRegisterNotLoggedIn, brand),
    ),
  notLoggedIn: () =>
    socialError(SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER, 'Sign in to Google first, then try again.'),
}
