import { SocialErrorCode, type TSocialProvider } from '../../../../shared/social/social-contract.ts'
import type { TSocialToken } from '../../../../shared/social/social-schemas.ts'
import { configuredProviders, type SocialConfig } from '../../../social-config.ts'
import { appleErrors } from './apple/apple.errors.ts'
import { createAppleProvider } from './apple/apple.provider.ts'
import { googleErrors } from './google/google.errors.ts'
import { createGoogleProvider } from './google/google.provider.ts'
import { createNaverProvider } from './naver/naver.provider.ts'
import { codeVerifierFor, issueBound, verifyBound } from './social-binding.ts'
import { invalidState, socialError } from './social-errors.ts'
import type { SocialProviderModule } from './social-provider.ts'
import type { PopupTokens, SocialIdentity } from './social-types.ts'

/** The protocol side of social sign-in: popups, callbacks and token checks, per provider. */
export interface SocialFlowService {
  /** Providers configured (and the auth service on); the page offers them to signed-out visitors. */
  configured(): TSocialProvider[]
  /**
   * The provider's authorization URL for this browser (state, nonce and PKCE bound to its group).
   * `origin`: where the provider returns to, when not the public origin (a development loopback host).
   */
  start(provider: TSocialProvider, groupSecret: string, loginHint?: string, origin?: string): URL
  /** The GET callback: refuses a state of another browser (ASVS 10.1.2), then exchanges the code. */
  callback(
    provider: TSocialProvider,
    groupSecret: string | null,
    input: { code: string; state: string },
    origin?: string,
  ): Promise<PopupTokens>
  /** A nonce for the one-tap prompt, bound to this browser. */
  nonce(provider: TSocialProvider, groupSecret: string): string
  /** The identity behind a posted token, after every check; throws otherwise. */
  identify(
    provider: TSocialProvider,
    groupSecret: string | null,
    token: TSocialToken & { code?: string },
  ): Promise<SocialIdentity>
}

export function createSocialFlowService(
  config: SocialConfig,
  publicOrigin: string,
  key: string,
  now: () => Date = () => new Date(),
): SocialFlowService {
  const modulesAt = (origin: string): Record<TSocialProvider, SocialProviderModule> => {
    const redirect = (p: TSocialProvider) => `${origin}/k/run/${p}auth/callback`
    return {
      google: createGoogleProvider(config.google, redirect('google')),
      apple: createAppleProvider(config.apple, redirect('apple')),
      naver: createNaverProvider(config.naver, redirect('naver')),
    }
  }
  const modules = modulesAt(publicOrigin)
  // Development only: a loopback origin the route names (127.0.0.1 beside localhost) returns there.
  const elsewhere = new Map<string, Record<TSocialProvider, SocialProviderModule>>()

  function usable(provider: TSocialProvider, origin?: string): SocialProviderModule {
    let set = modules
    if (origin && origin !== publicOrigin) {
      set = elsewhere.get(origin) ?? modulesAt(origin)
      elsewhere.set(origin, set)
    }
    const module = set[provider]
    if (module.configured && config.authEnabled) return module
    if (provider === 'apple') throw appleErrors.propertiesMissing()
    if (provider === 'google')
      throw config.google.clientId ? googleErrors.serviceDisabled() : googleErrors.missingClientId()
    throw socialError(SocialErrorCode.SERVICE_DISABLED, 'This sign-in method is not available.')
  }

  const nonceCheck = (provider: TSocialProvider, groupSecret: string | null) => (nonce: unknown) =>
    verifyBound(key, 'nonce', provider, groupSecret, nonce, now())

  return {
    configured: () => configuredProviders(config),
    start(provider, groupSecret, loginHint, origin) {
      const module = usable(provider, origin)
      const state = issueBound(key, 'state', provider, groupSecret, now())
      return module.authorizationUrl({
        state,
        nonce: issueBound(key, 'nonce', provider, groupSecret, now()),
        codeVerifier: codeVerifierFor(key, groupSecret, state),
        ...(loginHint ? { loginHint } : {}),
      })
    },
    async callback(provider, groupSecret, { code, state }, origin) {
      const module = usable(provider, origin)
      if (!groupSecret || !verifyBound(key, 'state', provider, groupSecret, state, now()))
        throw invalidState()
      if (!module.exchangeCode) throw invalidState()
      return module.exchangeCode({ code, state, codeVerifier: codeVerifierFor(key, groupSecret, state) })
    },
    nonce(provider, groupSecret) {
      usable(provider)
      return issueBound(key, 'nonce', provider, groupSecret, now())
    },
    async identify(provider, groupSecret, token) {
      const module = usable(provider)
      // Apple's answer is posted to the opener, which sends its state along: it must be this browser's.
      if (provider === 'apple' && !verifyBound(key, 'state', provider, groupSecret, token.state, now()))
        throw invalidState()
      if (token.idToken && module.verifyIdToken)
        return module.verifyIdToken(token.idToken, nonceCheck(provider, groupSecret), token.code)
      if (token.accessToken && module.verifyAccessToken) return module.verifyAccessToken(token.accessToken)
      throw provider === 'google'
        ? googleErrors.notLoggedIn()
        : socialError(SocialErrorCode.NOT_LOGGED_IN_TO_PROVIDER, 'Sign in with the provider first.')
    },
  }
}
