import crypto from 'node:crypto'
import { OAuth2Client } from 'arctic'
import type { AppleConfig } from '../../../../social-config.ts'
import { claimText, claimTrue, verifyIdToken } from '../id-token.ts'
import type { SocialProviderModule } from '../social-provider.ts'
import { appleErrors } from './apple.errors.ts'

/**
 * Sign in with Apple: the hybrid response (code id_token) posted back to us, as Apple requires when
 * asking for the name and e-mail. The ID token carries the person; its c_hash binds the code to it.
 */
export function createAppleProvider(config: AppleConfig, redirectUri: string): SocialProviderModule {
  const clientId = config.clientId ?? ''
  const client = new OAuth2Client(clientId, null, redirectUri)
  return {
    id: 'apple',
    configured: Boolean(config.enabled && config.clientId),
    usesNonce: true,
    authorizationUrl({ state, nonce }) {
      const url = client.createAuthorizationURL(config.authorizationUrl, state, config.scopes)
      url.searchParams.set('response_type', 'code id_token')
      url.searchParams.set('response_mode', 'form_post')
      url.searchParams.set('nonce', nonce)
      return url
    },
    async verifyIdToken(idToken, nonce, code) {
      const claims = await verifyIdToken(idToken, {
        jwksUrl: config.jwksUrl,
        issuers: [config.issuer],
        audience: clientId,
        nonce,
      })
      if (code && typeof claims.c_hash === 'string') {
        const digest = crypto.createHash('sha256').update(code).digest()
        if (digest.subarray(0, 16).toString('base64url') !== claims.c_hash) throw appleErrors.codeMismatch()
      }
      return {
        provider: 'apple',
        subject: claimText(claims, 'sub'),
        email: claimText(claims, 'email') || null,
        emailVerified: claimTrue(claims, 'email_verified'),
        // Apple sends the name only once, beside the token (firstName, lastName of the login call).
        firstName: claimText(claims, 'given_name'),
        lastName: claimText(claims, 'family_name'),
      }
    },
  }
}
