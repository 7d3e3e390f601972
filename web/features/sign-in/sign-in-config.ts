import { DEFAULT_AUTH_CONFIG } from '../../../shared/auth/auth-contract.ts'
import { SIGN_IN_DIALOG_MAX_WIDTH } from '../../../shared/constants.ts'

export interface TSignInConfig {
  emailDealsDefault: boolean
  enabled: boolean
  rememberMeDefault: boolean
  termsConsentRequired: boolean
  /** The unified dialog variant: 640 wide at most rather than 480 (spec section 2). */
  unifiedVariant: boolean
}

/** The auth service config (spec section 3) and the dialog's presentation, as one typed object. */
export const SIGN_IN_CONFIG: TSignInConfig = { ...DEFAULT_AUTH_CONFIG, unifiedVariant: true }

export function signInMaxWidth(unified: boolean = SIGN_IN_CONFIG.unifiedVariant): number {
  return unified ? SIGN_IN_DIALOG_MAX_WIDTH.unified : SIGN_IN_DIALOG_MAX_WIDTH.classic
}
