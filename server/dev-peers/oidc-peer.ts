import crypto from 'node:crypto'
import http from 'node:http'
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose'
import Provider, { type ClientMetadata } from 'oidc-provider'
import { GSI_STAND_IN_SCRIPT } from './gsi-stand-in.ts'
import {
  accountFrom,
  closeServer,
  listen,
  loginPage,
  type PeerAccount,
  readForm,
  sendJson,
} from './peer-accounts.ts'
import { peerAdapterFactory } from './peer-store.ts'

interface SchemaLike {
  invalidate(message: string, code?: string): void
}

export interface PeerClient {
  clientId: string
  clientSecret: string
  redirectUris: string[]
}

export interface OidcPeerOptions {
  /** google: code flow with PKCE, tokeninfo and the one-tap stand-in; apple: hybrid flow posted back. */
  kind: 'google' | 'apple'
  clients: PeerClient[]
  port?: number
}

export interface OidcPeer {
  issuer: string
  /** The environment that points the app at this peer for `client`. */
  env(client?: PeerClient): Record<string, string>
  /** Signs an ID token with the provider's own key; defaults fill iss, aud, iat and exp. */
  signIdToken(claims: Record<string, unknown>): Promise<string>
  /** An access token for `clientId` straight from the provider's grant, as another app would hold one. */
  accessTokenFor(clientId: string, who: { email: string; sub?: string }): Promise<string>
  remember(account: PeerAccount): void
  close(): Promise<void>
}

/** A real OpenID provider (oidc-provider) on loopback, standing in for Google or Apple. */
export async function startOidcPeer(options: OidcPeerOptions): Promise<OidcPeer> {
  const accounts = new Map<string, PeerAccount>()
  let handler: http.RequestListener = (_req, res) => res.end()
  const server = http.createServer((req, res) => handler(req, res))
  const base = await listen(server, options.port)
  const issuer = base

  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const kid = crypto.randomBytes(8).toString('hex')
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' }

  const clients: ClientMetadata[] = options.clients.map((c) => ({
    client_id: c.clientId,
    client_secret: c.clientSecret,
    redirect_uris: c.redirectUris,
    ...(options.kind === 'apple'
      ? { response_types: ['code id_token'], grant_types: ['authorization_code', 'implicit'] }
      : { response_types: ['code'], grant_types: ['authorization_code'] }),
  }))

  const provider = new Provider(issuer, {
    adapter: peerAdapterFactory(),
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
    },
    clients,
    jwks: { keys: [jwk] },
    cookies: { keys: [crypto.randomBytes(32).toString('hex')] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
      // Apple asks for "name" and "email"; oidc-provider knows name as a claim, so a scope of its own.
      name: ['name', 'given_name', 'family_name'],
    },
    scopes: ['openid', 'email', 'profile', 'name'],
    // Google and Apple put the e-mail in the ID token as well as behind userinfo.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => false },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub)
      if (!account) return undefined
      return {
        accountId: sub,
        async claims() {
          return {
            sub,
            email: account.email,
            email_verified: account.emailVerified,
            name: account.name,
            given_name: account.givenName,
            family_name: account.familyName,
          }
        },
      }
    },
  })
  // oidc-provider's own recipe for development: Apple's hybrid answer back to an http loopback app.
  const schema = (provider.Client as unknown as { Schema: { prototype: SchemaLike } }).Schema.prototype
  const invalidate = schema.invalidate
  schema.invalidate = function (this: unknown, message: string, code?: string) {
    if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return
    invalidate.call(this, message, code)
  }
  const callback = provider.callback()

  async function finishLogin(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req)
    const details = await provider.interactionDetails(req, res)
    const account = accountFrom({
      email: form.get('email') ?? '',
      name: form.get('name') ?? undefined,
      sub: form.get('sub') ?? undefined,
    })
    if (!account.email.includes('@')) {
      res.writeHead(400).end('an e-mail is needed')
      return
    }
    accounts.set(account.sub, account)
    const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) })
    grant.addOIDCScope(String(details.params.scope ?? 'openid'))
    const grantId = await grant.save()
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub }, consent: { grantId } },
      { mergeWithLastSubmission: false },
    )
  }

  async function tokenInfo(url: URL, res: http.ServerResponse) {
    const value = url.searchParams.get('access_token') ?? ''
    const token = value ? await provider.AccessToken.find(value) : undefined
    if (!token || token.isExpired) return sendJson(res, 400, { error: 'invalid_token' })
    const account = accounts.get(String(token.accountId))
    // Google's tokeninfo: aud and azp name the client the token was issued to.
    return sendJson(res, 200, {
      aud: token.clientId,
      azp: token.clientId,
      sub: token.accountId,
      scope: token.scope,
      exp: String(token.exp),
      expires_in: String((token.exp ?? 0) - Math.floor(Date.now() / 1000)),
      email: account?.email,
      email_verified: account ? String(account.emailVerified) : undefined,
    })
  }

  async function signIdToken(claims: Record<string, unknown>) {
    const now = Math.floor(Date.now() / 1000)
    return new SignJWT({ iss: issuer, iat: now, exp: now + 3600, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .sign(privateKey)
  }

  /** The one-tap stand-in's credential: an ID token for a registered client and the page's nonce. */
  async function gsiCredential(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = await readForm(req)
    const cors = { 'access-control-allow-origin': '*' }
    const clientId = form.get('client_id') ?? ''
    if (!options.clients.some((c) => c.clientId === clientId))
      return sendJson(res, 400, { error: 'unknown client' }, cors)
    const account = accountFrom({ email: form.get('email') ?? '' })
    if (!account.email.includes('@')) return sendJson(res, 400, { error: 'an e-mail is needed' }, cors)
    accounts.set(account.sub, account)
    const credential = await signIdToken({
      aud: clientId,
      azp: clientId,
      sub: account.sub,
      email: account.email,
      email_verified: true,
      name: account.name,
      given_name: account.givenName,
      family_name: account.familyName,
      ...(form.get('nonce') ? { nonce: form.get('nonce') } : {}),
    })
    return sendJson(res, 200, { credential }, cors)
  }

  handler = (req, res) => {
    const url = new URL(req.url ?? '/', base)
    const run = async () => {
      const interaction = /^\/interaction\/([A-Za-z0-9_-]+)$/.exec(url.pathname)
      if (interaction && req.method === 'GET') {
        const details = await provider.interactionDetails(req, res)
        const hint = String(details.params.login_hint ?? '')
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          loginPage(`${options.kind === 'google' ? 'Google' : 'Apple'} (local stand-in)`, url.pathname, hint),
        )
        return
      }
      if (interaction && req.method === 'POST') return finishLogin(req, res)
      if (url.pathname === '/tokeninfo') return tokenInfo(url, res)
      if (url.pathname === '/gsi/client') {
        res.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'access-control-allow-origin': '*',
        })
        res.end(GSI_STAND_IN_SCRIPT)
        return
      }
      if (url.pathname === '/gsi/credential' && req.method === 'POST') return gsiCredential(req, res)
      return callback(req, res)
    }
    run().catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  }

  return {
    issuer,
    env(client = options.clients[0] as PeerClient): Record<string, string> {
      if (options.kind === 'apple') {
        return {
          APPLE_ENABLED: '1',
          APPLE_CLIENT_ID: client.clientId,
          APPLE_ISSUER: issuer,
          APPLE_AUTHORIZATION_URL: `${base}/auth`,
          APPLE_JWKS_URL: `${base}/jwks`,
          APPLE_SCOPES: 'openid name email',
        }
      }
      return {
        GOOGLE_CLIENT_ID: client.clientId,
        GOOGLE_CLIENT_SECRET: client.clientSecret,
        GOOGLE_ISSUERS: issuer,
        GOOGLE_AUTHORIZATION_URL: `${base}/auth`,
        GOOGLE_TOKEN_URL: `${base}/token`,
        GOOGLE_JWKS_URL: `${base}/jwks`,
        GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
        GOOGLE_USERINFO_URL: `${base}/me`,
        GOOGLE_GSI_SCRIPT_URL: `${base}/gsi/client`,
      }
    },
    signIdToken,
    remember(account) {
      accounts.set(account.sub, account)
    },
    async accessTokenFor(clientId, who) {
      const account = accountFrom(who)
      accounts.set(account.sub, account)
      const client = await provider.Client.find(clientId)
      if (!client) throw new Error(`no client ${clientId}`)
      const grant = new provider.Grant({ accountId: account.sub, clientId })
      grant.addOIDCScope('openid email profile')
      const grantId = await grant.save()
      const token = new provider.AccessToken({
        accountId: account.sub,
        client,
        grantId,
        gty: 'authorization_code',
        scope: 'openid email profile',
      })
      return token.save()
    },
    close: () => closeServer(server),
  }
}
