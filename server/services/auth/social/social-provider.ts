import type { TSocialProvider } from '../../../../shared/social/social-contract.ts'
import type { NonceCheck, PopupTokens, SocialIdentity } from './social-types.ts'

/** What every provider module offers; each lives in its own folder with its own error codes. */
export interface SocialProviderModule {
  id: TSocialProvider
  /** Set up well enough to be offered (client id and secret, or Apple's enabled property). */
  configured: boolean
  /** Whether the popup gets an ID token with a nonce (OpenID Connect) or only an access token. */
  usesNonce: boolean
  authorizationUrl(input: { state: string; nonce: string; codeVerifier: string; loginHint?: string }): URL
  /** Google and Naver return to a GET callback with a code, which the server exchanges. */
  exchangeCode?(input: { code: string; state: string; codeVerifier: string }): Promise<PopupTokens>
  verifyIdToken?(idToken: string, nonce: NonceCheck, code?: string): Promise<SocialIdentity>
  verifyAccessToken?(accessToken: string): Promise<SocialIdentity>
}

const TIMEOUT_MS = 5000

/** A provider's JSON answer, or null when it did not give one (network, timeout, not JSON). */
export async function fetchJson(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: Record<string, unknown> } | null> {
  try {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' })
    const body = (await res.json()) as unknown
    if (typeof body !== 'object' || body === null) return null
    return { status: res.status, body: body as Record<string, unknown> }
  } catch {
    return null
  }
}

/** First and last name from what a provider gives (given/family, or one full name). */
export function splitName(
  given: string,
  family: string,
  full: string,
): { firstName: string; lastName: string } {
  if (given || family) return { firstName: given, lastName: family }
  const [first = '', ...rest] = full.split(' ').filter(Boolean)
  return { firstName: first, lastName: rest.join(' ') }
}
