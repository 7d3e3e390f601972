import type { TAuthResponse } from '../../shared/auth/auth-schemas.ts'
import type { TErrorBody } from '../../shared/errors.ts'
import {
  SocialErrorCode,
  SocialLinkMessage,
  SocialVerifyStatus,
  type TSocialConfirmStatus,
  type TSocialLinkMessage,
  type TSocialVerifyStatus,
} from '../../shared/social/social-contract.ts'
import type { TSocialAuthResponse } from '../../shared/social/social-schemas.ts'
import { presentAuthFailure, presentAuthOk } from './auth-response.presenter.ts'

export interface SocialVerdict {
  confirmStatus: TSocialConfirmStatus | null
  verifyStatus: TSocialVerifyStatus
  linkMessage: TSocialLinkMessage | null
  socialEmail?: string | null
  socialName?: string | null
}

/** The auth response with the social statuses (spec section 4). */
export function presentSocialAuth(auth: Partial<TAuthResponse>, verdict: SocialVerdict): TSocialAuthResponse {
  return {
    ...presentAuthOk(auth),
    confirmStatus: verdict.confirmStatus,
    verifyStatus: verdict.verifyStatus,
    linkMessage: verdict.linkMessage,
    socialEmail: verdict.socialEmail ?? null,
    socialName: verdict.socialName ?? null,
  }
}

const SOCIAL_CODES = new Set<string>(Object.values(SocialErrorCode))

/** A refused social call: the auth failure, verify status -1, and "not linkable" for social refusals. */
export function presentSocialFailure(
  code: string,
  description: string,
  errorField: string | null,
): TSocialAuthResponse & TErrorBody {
  return {
    ...presentAuthFailure(code, description, errorField),
    confirmStatus: null,
    verifyStatus: SocialVerifyStatus.ERROR,
    linkMessage: SOCIAL_CODES.has(code) ? SocialLinkMessage.NOT_LINKABLE : null,
    socialEmail: null,
    socialName: null,
  }
}
