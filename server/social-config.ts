import type { TSocialProvider } from '../shared/social/social-contract.ts'
import { envFlag, envList, envText } from './env-values.ts'

/** An OAuth client and the endpoints of its OpenID issuer: Google sign-in's, and inbox sync's. */
export interface OidcClientConfig {
  clientId: string | null
  clientSecret: string | null
  /** Issuers an ID token may name (Google uses two spellings). */
  issuers: string[]
  authorizationUrl: string
  tokenUrl: string
  jwksUrl: string
}

/** Google: the OAuth client and the endpoints of its issuer (Google's own unless pointed elsewhere). */
export interface GoogleConfig extends OidcClientConfig {
  /** Tells which client an access token was issued to (Google's tokeninfo). */
  tokenInfoUrl: string
  userInfoUrl: string
  /** The one-tap library (Google Identity Services); a loopback stand-in in tests and development. */
  gsiScriptUrl: string
  oneTap: boolean
}

/** Apple: a Services ID and Apple's endpoints. Sign-in needs `enabled` and the client id (spec 5). */
export interface AppleConfig {
  enabled: boolean
  clientId: string | null
  issuer: string
  authorizationUrl: string
  jwksUrl: string
  /** Apple's are "name email"; OpenID providers standing in for Apple also want "openid". */
  scopes: string[]
}

/** Naver: an application's id and secret and its endpoints (no OpenID Connect). */
export interface NaverConfig {
  clientId: string | null
  clientSecret: string | null
  authorizationUrl: string
  tokenUrl: string
  /** Token verification: answers which client the access token belongs to. */
  verifyUrl: string
  profileUrl: string
}

export interface SocialConfig {
  /** The auth service config's `enabled` (spec section 3): off turns every provider off. */
  authEnabled: boolean
  google: GoogleConfig
  apple: AppleConfig
  naver: NaverConfig
  /**
   * Development only: start local stand-ins for the three providers beside the app (server/main.ts),
   * so the buttons work without the internet. Production refuses it.
   */
  devIdentityProviders: boolean
}

export function loadSocialConfig(env: NodeJS.ProcessEnv, production: boolean): SocialConfig {
  const google: GoogleConfig = {
    clientId: envText(env.GOOGLE_CLIENT_ID),
    clientSecret: envText(env.GOOGLE_CLIENT_SECRET),
    issuers: envList(env.GOOGLE_ISSUERS ?? 'https://accounts.google.com,accounts.google.com'),
    authorizationUrl: env.GOOGLE_AUTHORIZATION_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: env.GOOGLE_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
    jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
    tokenInfoUrl: env.GOOGLE_TOKENINFO_URL ?? 'https://oauth2.googleapis.com/tokeninfo',
    userInfoUrl: env.GOOGLE_USERINFO_URL ?? 'https://openidconnect.googleapis.com/v1/userinfo',
    gsiScriptUrl: env.GOOGLE_GSI_SCRIPT_URL ?? 'https://accounts.google.com/gsi/client',
    oneTap: envFlag(env.GOOGLE_ONE_TAP, true),
  }
  const apple: AppleConfig = {
    enabled: envFlag(env.APPLE_ENABLED, false),
    clientId: envText(env.APPLE_CLIENT_ID),
    issuer: env.APPLE_ISSUER ?? 'https://appleid.apple.com',
    authorizationUrl: env.APPLE_AUTHORIZATION_URL ?? 'https://appleid.apple.com/auth/authorize',
    jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
    scopes: (env.APPLE_SCOPES ?? 'name email').split(' ').filter(Boolean),
  }
  const naver: NaverConfig = {
    clientId: envText(env.NAVER_CLIENT_ID),
    clientSecret: envText(env.NAVER_CLIENT_SECRET),
    authorizationUrl: env.NAVER_AUTHORIZATION_URL ?? 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: env.NAVER_TOKEN_URL ?? 'https://nid.naver.com/oauth2.0/token',
    verifyUrl: env.NAVER_VERIFY_URL ?? 'https://openapi.naver.com/v1/nid/verify?info=true',
    profileUrl: env.NAVER_PROFILE_URL ?? 'https://openapi.naver.com/v1/nid/me',
  }
  const anyConfigured = Boolean(google.clientId || naver.clientId || apple.enabled || apple.clientId)
  return {
    authEnabled: envFlag(env.AUTH_SERVICE_ENABLED, true),
    google,
    apple,
    naver,
    // In development, with no provider of its own, the app brings local stand-ins (docs/tour.md, sign-in).
    devIdentityProviders: production
      ? envFlag(env.DEV_IDENTITY_PROVIDERS, false)
      : envFlag(env.DEV_IDENTITY_PROVIDERS, !anyConfigured && env.NODE_ENV !== 'test'),
  }
}

/** Which providers are set up well enough to be offered at all. */
export function configuredProviders(config: SocialConfig): TSocialProvider[] {
  if (!config.authEnabled) return []
  const out: TSocialProvider[] = []
  if (config.google.clientId && config.google.clientSecret) out.push('google')
  if (config.apple.enabled && config.apple.clientId) out.push('apple')
  if (config.naver.clientId && config.naver.clientSecret) out.push('naver')
  return out
}

/** Problems that production refuses to start with: half-configured providers, plain-http endpoints. */
export function socialConfigProblems(config: SocialConfig, production: boolean): string[] {
  // Elsewhere a half-configured provider is simply not offered.
  if (!production) return []
  const problems: string[] = []
  const pair = (name: string, id: string | null, secret: string | null) => {
    if (Boolean(id) !== Boolean(secret))
      problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`)
  }
  pair('GOOGLE', config.google.clientId, config.google.clientSecret)
  pair('NAVER', config.naver.clientId, config.naver.clientSecret)
  if (config.apple.enabled && !config.apple.clientId)
    problems.push('APPLE_ENABLED needs APPLE_CLIENT_ID (the Services ID)')
  if (config.apple.clientId && !config.apple.enabled)
    problems.push('APPLE_CLIENT_ID is set but APPLE_ENABLED is not')
  if (config.devIdentityProviders) problems.push('DEV_IDENTITY_PROVIDERS is never allowed in production')
  const urls: [string, string][] = [
    ['GOOGLE_AUTHORIZATION_URL', config.google.authorizationUrl],
    ['GOOGLE_TOKEN_URL', config.google.tokenUrl],
    ['GOOGLE_JWKS_URL', config.google.jwksUrl],
    ['GOOGLE_TOKENINFO_URL', config.google.tokenInfoUrl],
    ['GOOGLE_USERINFO_URL', config.google.userInfoUrl],
    ['GOOGLE_GSI_SCRIPT_URL', config.google.gsiScriptUrl],
    ['APPLE_AUTHORIZATION_URL', config.apple.authorizationUrl],
    ['APPLE_JWKS_URL', config.apple.jwksUrl],
    ['NAVER_AUTHORIZATION_URL', config.naver.authorizationUrl],
    ['NAVER_TOKEN_URL', config.naver.tokenUrl],
    ['NAVER_VERIFY_URL', config.naver.verifyUrl],
    ['NAVER_PROFILE_URL', config.naver.profileUrl],
  ]
  for (const [name, url] of urls) if (!url.startsWith('https://')) problems.push(`${name} must be https`)
  return problems
}
