import * as oidc from 'openid-client'
import { SSO_CALLBACK_PATH, SSO_LIMITS, SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { SsoConfigRow, SsoRepository } from '../../repositories/sso.repository.ts'
import type { UserRepository } from '../../repositories/user.repository.ts'
import { hashSecret } from '../session.service.ts'
import type { OidcConnector } from './oidc-connection.ts'
import { decryptClientSecret, flowSecrets, newState, type SsoKeys } from './sso-secrets.ts'

/** What the SSO services work with. */
export interface SsoDeps {
  repo: SsoRepository
  users: UserRepository
  connector: OidcConnector
  keys: SsoKeys
  /** Where an admin's trial sign-in returns to (the hub's SSO page). */
  businessBasePath: string
  now?: () => Date
}

export const SCOPE = 'openid email profile'

export function redirectUriFor(origin: string): string {
  return `${origin}${SSO_CALLBACK_PATH}`
}

/** The provider's configuration for a row, reusing a recent discovery of the same row version. */
export function connect(deps: SsoDeps, config: SsoConfigRow): Promise<oidc.Configuration> {
  return deps.connector.discover(
    {
      issuerUrl: config.issuer_url,
      clientId: config.client_id,
      clientSecret: decryptClientSecret(deps.keys, config.id, config.client_secret_enc),
    },
    `${config.id}:${config.updated_at.getTime()}`,
  )
}

export interface StartInput {
  config: SsoConfigRow
  purpose: 'signin' | 'test'
  /** The browser's session-group secret: the callback must come back with the same one. */
  groupSecret: string
  /** The origin the browser is on; the callback comes back to it. */
  origin: string
  redir: string
  sticky: boolean
  testerUserId: string | null
  loginHint: string | null
}

/**
 * A new attempt bound to this browser, and the provider's authorization URL for it: code flow with
 * PKCE (S256), state and nonce. The verifier and nonce are derived from the state at the callback.
 */
export async function startAttempt(deps: SsoDeps, input: StartInput): Promise<string> {
  const now = deps.now?.() ?? new Date()
  let provider: oidc.Configuration
  try {
    provider = await connect(deps, input.config)
  } catch (error) {
    if (input.purpose === 'test' || !(error instanceof HttpError)) throw error
    throw new HttpError(
      503,
      SsoErrorCode.SSO_PROVIDER_UNAVAILABLE,
      "Your company's sign-in service cannot be reached right now. Try again later or ask your admin.",
    )
  }
  const { state, stateHash } = newState()
  const { codeVerifier, nonce } = flowSecrets(deps.keys, state)
  await deps.repo.createAttempt({
    state_hash: stateHash,
    group_secret_hash: hashSecret(input.groupSecret),
    config_id: input.config.id,
    purpose: input.purpose,
    redir: input.redir,
    sticky: input.sticky,
    tester_user_id: input.testerUserId,
    expires_at: new Date(now.getTime() + SSO_LIMITS.attemptLifetimeMs),
  })
  const parameters: Record<string, string> = {
    redirect_uri: redirectUriFor(input.origin),
    scope: SCOPE,
    state,
    nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  }
  if (input.loginHint) parameters.login_hint = input.loginHint
  return oidc.buildAuthorizationUrl(provider, parameters).href
}

export const ssoFailure = (code: string, description: string, status = 400) =>
  new HttpError(status, code, description)
