import { OAuth2Client } from 'arctic'
import type { NaverConfig } from '../../../../social-config.ts'
import { providerUnavailable } from '../social-errors.ts'
import { fetchJson, type SocialProviderModule, splitName } from '../social-provider.ts'
import { naverErrors } from './naver.errors.ts'

const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 200) : '')

/**
 * Naver Login (OAuth 2.0, no ID token): the code is exchanged with our secret, and an access token is
 * used only after Naver's token verification names our client id (ASVS 10.3.1-style).
 */
export function createNaverProvider(config: NaverConfig, redirectUri: string): SocialProviderModule {
  const clientId = config.clientId ?? ''
  const client = new OAuth2Client(clientId, null, redirectUri)
  return {
    id: 'naver',
    configured: Boolean(config.clientId && config.clientSecret),
    usesNonce: false,
    authorizationUrl({ state }) {
      return client.createAuthorizationURL(config.authorizationUrl, state, [])
    },
    async exchangeCode({ code, state }) {
      const answer = await fetchJson(config.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          client_id: clientId,
          client_secret: config.clientSecret ?? '',
          code,
          state,
        }),
      })
      if (!answer) throw providerUnavailable()
      const token = text(answer.body.access_token)
      if (answer.status !== 200 || !token) throw naverErrors.codeRefused()
      return { accessToken: token }
    },
    async verifyAccessToken(accessToken) {
      const auth = { headers: { authorization: `Bearer ${accessToken}` } }
      const verified = await fetchJson(config.verifyUrl, auth)
      if (!verified) throw providerUnavailable()
      const info = verified.body.response as Record<string, unknown> | undefined
      if (verified.body.resultcode !== '00' || !info) throw naverErrors.tokenRefused(verified.body.resultcode)
      if (info.client_id !== clientId) throw naverErrors.otherClient()
      const profile = await fetchJson(config.profileUrl, auth)
      if (!profile) throw providerUnavailable()
      const me = profile.body.response as Record<string, unknown> | undefined
      if (profile.body.resultcode !== '00' || !me || !text(me.id))
        throw naverErrors.tokenRefused(profile.body.resultcode)
      return {
        provider: 'naver',
        subject: text(me.id),
        email: text(me.email) || null,
        // Naver does not say whether it checked the address, so it confirms nothing here.
        emailVerified: false,
        ...splitName('', '', text(me.name) || text(me.nickname)),
      }
    },
  }
}
