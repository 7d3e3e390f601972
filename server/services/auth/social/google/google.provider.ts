import { CodeChallengeMethod, OAuth2Client } from 'arctic'
import type { GoogleConfig } from '../../../../social-config.ts'
import { claimText, claimTrue, verifyIdToken } from '../id-token.ts'
import { invalidToken, providerUnavailable } from '../social-errors.ts'
import { fetchJson, type SocialProviderModule, splitName } from '../social-provider.ts'
import type { SocialIdentity } from '../social-types.ts'

const SCOPES = ['openid', 'email', 'profile']

/** Google: authorization code with PKCE and a nonce, ID tokens checked against Google's keys. */
export function createGoogleProvider(config: GoogleConfig, redirectUri: string): SocialProviderModule {
  const clientId = config.clientId ?? ''
  const client = new OAuth2Client(clientId, config.clientSecret, redirectUri)

  function identityFrom(claims: Record<string, unknown>): SocialIdentity {
    return {
      provider: 'google',
      subject: claimText(claims, 'sub'),
      email: claimText(claims, 'email') || null,
      emailVerified: claimTrue(claims, 'email_verified'),
      ...splitName(
        claimText(claims, 'given_name'),
        claimText(claims, 'family_name'),
        claimText(claims, 'name'),
      ),
    }
  }

  return {
    id: 'google',
    configured: Boolean(config.clientId && config.clientSecret),
    usesNonce: true,
    authorizationUrl({ state, nonce, codeVerifier, loginHint }) {
      const url = client.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      )
      url.searchParams.set('nonce', nonce)
      if (loginHint) url.searchParams.set('login_hint', loginHint)
      return url
    },
    async exchangeCode({ code, codeVerifier }) {
      try {
        const tokens = await client.validateAuthorizationCode(config.tokenUrl, code, codeVerifier)
        return { idToken: tokens.idToken() }
      } catch {
        throw providerUnavailable()
      }
    },
    async verifyIdToken(idToken, nonce) {
      const claims = await verifyIdToken(idToken, {
        jwksUrl: config.jwksUrl,
        issuers: config.issuers,
        audience: clientId,
        nonce,
      })
      return identityFrom(claims)
    },
    /**
     * An access token says nothing of whom it was issued to: Google's tokeninfo does. A token of another
     * app (token substitution) has another audience and is refused (ASVS 10.3.1-style).
     */
    async verifyAccessToken(accessToken) {
      const info = await fetchJson(`${config.tokenInfoUrl}?access_token=${encodeURIComponent(accessToken)}`)
      if (!info) throw providerUnavailable()
      if (info.status !== 200) throw invalidToken('not active')
      if (info.body.aud !== clientId) throw invalidToken('issued to another client')
      if (Number(info.body.expires_in ?? 0) <= 0) throw invalidToken('expired')
      const user = await fetchJson(config.userInfoUrl, {
        headers: { authorization: `Bearer ${accessToken}` },
      })
      if (user?.status !== 200) throw invalidToken('no user info')
      if (user.body.sub !== info.body.sub) throw invalidToken('subject mismatch')
      const identity = identityFrom(user.body)
      if (!identity.subject) throw invalidToken('sub')
      return identity
    },
  }
}
