import * as oidc from 'openid-client'
import type { Logger } from 'pino'
import { SsoErrorCode } from '../../../shared/sso/sso-contract.ts'
import { HttpError } from '../../http-error.ts'
import { createOutboundFetch, isInsideAddress, isLoopbackHost } from '../outbound/outbound-fetch.ts'

/** What a company configuration gives us to talk to its identity provider. */
export interface OidcConnection {
  issuerUrl: string
  clientId: string
  clientSecret: string
}

export interface IssuerPolicy {
  /** Plain http to a loopback issuer (tests and local providers); never in production. */
  allowLoopbackHttp: boolean
}

function isPrivateHost(hostname: string): boolean {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (bare === 'localhost' || bare.endsWith('.localhost') || bare.endsWith('.internal')) return true
  return isInsideAddress(bare)
}

/**
 * The issuer an admin typed is a URL our server will fetch: https only, no credentials, query or
 * fragment, and no address of our own network (SSRF). Loopback http only when the policy allows it.
 */
export function issuerProblem(raw: string, policy: IssuerPolicy): string | null {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return 'The issuer is not a URL.'
  }
  if (url.username || url.password) return 'The issuer URL must not carry a user name or password.'
  if (url.search || url.hash) return 'The issuer URL must not have a query or a fragment.'
  if (url.protocol === 'http:' && policy.allowLoopbackHttp && isLoopbackHost(url.hostname)) return null
  if (url.protocol !== 'https:') return 'The issuer must be an https URL.'
  if (isPrivateHost(url.hostname) && !policy.allowLoopbackHttp)
    return 'The issuer must be reachable on the public internet.'
  return null
}

/**
 * One answer for every discovery failure (decision 088): an issuer that cannot be reached, one that
 * answers something else, and one whose document lacks what we need read alike, so that the answers
 * cannot map a network. The reason goes to the log for the operator.
 */
const DISCOVERY_FAILED = new HttpError(
  400,
  SsoErrorCode.SSO_DISCOVERY_FAILED,
  "The identity provider's OpenID configuration could not be read or used at this issuer.",
)

/** Why openid-client refused, in words that name no secret (its messages never carry tokens). */
export function oidcReason(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code
    const detail = (error as { error?: unknown }).error
    const parts = [typeof code === 'string' ? code : null, typeof detail === 'string' ? detail : null]
    return `${parts.filter(Boolean).join(' ')} ${error.message}`.trim().slice(0, 300)
  }
  return 'unknown error'
}

export interface OidcConnector {
  /**
   * Reads the issuer's discovery document and checks it can serve the authorization code flow with
   * signed ID tokens. `cacheKey` reuses a recent result (and its key set) for the same configuration.
   */
  discover(connection: OidcConnection, cacheKey?: string): Promise<oidc.Configuration>
}

const CACHE_TTL_MS = 10 * 60_000
const CACHE_MAX = 500
const TIMEOUT_SECONDS = 5

export function createOidcConnector(
  policy: IssuerPolicy,
  logger: Pick<Logger, 'info'>,
  now: () => number = Date.now,
): OidcConnector {
  const cache = new Map<string, { at: number; config: oidc.Configuration }>()
  // Discovery, the token call and the key set all go through the outbound guard.
  const outbound = createOutboundFetch({ allowLoopback: policy.allowLoopbackHttp })
  const customFetch = outbound as unknown as oidc.CustomFetch
  const discoveryFailed = (reason: string) => {
    logger.info({ event: 'sso.discovery_failed', reason }, 'an issuer could not be used')
    return DISCOVERY_FAILED
  }

  async function load(connection: OidcConnection): Promise<oidc.Configuration> {
    const problem = issuerProblem(connection.issuerUrl, policy)
    if (problem) throw new HttpError(400, SsoErrorCode.SSO_ISSUER_NOT_ALLOWED, problem)
    const issuer = new URL(connection.issuerUrl)
    const insecure = issuer.protocol === 'http:'
    let discovered: oidc.Configuration
    try {
      // No client authentication yet: the method is chosen from what the provider says it supports.
      discovered = await oidc.discovery(issuer, connection.clientId, undefined, oidc.None(), {
        timeout: TIMEOUT_SECONDS,
        [oidc.customFetch]: customFetch,
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
      })
    } catch (error) {
      throw discoveryFailed(oidcReason(error))
    }
    const server = discovered.serverMetadata()
    if (!server.authorization_endpoint || !server.token_endpoint || !server.jwks_uri)
      throw discoveryFailed('it lacks an authorization, token or key set endpoint.')
    if (server.response_types_supported && !server.response_types_supported.includes('code'))
      throw discoveryFailed('it does not offer the authorization code flow.')
    const pkce = server.code_challenge_methods_supported
    if (pkce && !pkce.includes('S256')) throw discoveryFailed('it does not offer PKCE with S256.')
    const methods = server.token_endpoint_auth_methods_supported ?? ['client_secret_basic']
    const auth = methods.includes('client_secret_basic')
      ? oidc.ClientSecretBasic(connection.clientSecret)
      : methods.includes('client_secret_post')
        ? oidc.ClientSecretPost(connection.clientSecret)
        : null
    if (!auth) throw discoveryFailed('it accepts no client secret at its token endpoint.')
    const config = new oidc.Configuration(server, connection.clientId, connection.clientSecret, auth)
    config.timeout = TIMEOUT_SECONDS
    config[oidc.customFetch] = customFetch
    if (insecure) oidc.allowInsecureRequests(config)
    // The ID token's signature is checked against the provider's keys even though it came over TLS.
    oidc.enableNonRepudiationChecks(config)
    return config
  }

  return {
    async discover(connection, cacheKey) {
      if (cacheKey) {
        const hit = cache.get(cacheKey)
        if (hit && now() - hit.at < CACHE_TTL_MS) return hit.config
      }
      const config = await load(connection)
      if (cacheKey) {
        if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value as string)
        cache.set(cacheKey, { at: now(), config })
      }
      return config
    },
  }
}
