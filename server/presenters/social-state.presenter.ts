import type { TSocialState } from '../../shared/social/social-contract.ts'
import { configuredProviders, type SocialConfig } from '../social-config.ts'

/**
 * Which social sign-in the page offers (spec section 5): a provider only when the auth service is on,
 * the visitor is signed out and the provider is configured; one-tap likewise, for Google.
 */
export function presentSocialState(config: SocialConfig, signedIn: boolean): TSocialState {
  const configured = configuredProviders(config)
  const google = configured.includes('google') && config.google.oneTap && config.google.clientId
  return {
    signIn: signedIn ? [] : configured,
    configured,
    oneTap:
      google && !signedIn
        ? { clientId: config.google.clientId ?? '', scriptUrl: config.google.gsiScriptUrl }
        : null,
  }
}

/** The one-tap library's origin, which the page's CSP must let it talk to and frame. */
export function oneTapOrigin(config: SocialConfig): string | null {
  if (!config.google.clientId || !config.google.oneTap) return null
  try {
    return new URL(config.google.gsiScriptUrl).origin
  } catch {
    return null
  }
}
