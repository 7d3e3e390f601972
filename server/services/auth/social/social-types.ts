import type { TSocialProvider } from '../../../../shared/social/social-contract.ts'

/** A person as a provider vouched for them, after every check of their token. */
export interface SocialIdentity {
  provider: TSocialProvider
  /** The provider's stable id (OIDC sub, Naver id): the only key an account is found by. */
  subject: string
  email: string | null
  /** The provider says the address is the person's; only then may it confirm an account's e-mail. */
  emailVerified: boolean
  firstName: string
  lastName: string
}

/** What a popup callback hands the opener: the provider's tokens, for the login call. */
export interface PopupTokens {
  idToken?: string
  accessToken?: string
}

/** Checks a nonce found in an ID token against the browser that asked for it. */
export type NonceCheck = (nonce: unknown) => boolean
