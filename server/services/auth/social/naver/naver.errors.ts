import { SocialErrorCode } from '../../../../../shared/social/social-contract.ts'
import { socialError } from '../social-errors.ts'

/** Naver's own failures: its result codes other than "00" mean the token is not usable. */
export const naverErrors = {
  tokenRefused: (resultcode: unknown) =>
    socialError(
      SocialErrorCode.INVALID_SOCIAL_TOKEN,
      `The sign-in token was refused: Naver result ${typeof resultcode === 'string' ? resultcode : 'unknown'}.`,
    ),
  otherClient: () =>
    socialError(
      SocialErrorCode.INVALID_SOCIAL_TOKEN,
      'The sign-in token was refused: issued to another client.',
    ),
  codeRefused: () =>
    socialError(SocialErrorCode.PROVIDER_ERROR, 'Naver did not accept the sign-in; start again.'),
}
