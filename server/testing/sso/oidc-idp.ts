import http from 'node:http'
import type { AddressInfo } from 'node:net'
import * as jose from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'

/** A person known to the company's identity provider. */
export interface IdpAccount {
  /** What the person types at the provider's login page (here their e-mail). */
  login: string
  password: string
  /** The provider's stable subject identifier, unrelated to the e-mail. */
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  /** Authentication methods the provider reports (RFC 8176), e.g. ["pwd", "mfa"]. */
  amr?: string[]
}

export interface IdpClient {
  client_id: string
  client_secret: string
  redirect_uris: string[]
}

/** Rewrites the claims of the next ID token the token endpoint hands out, and how it is signed. */
export interface IdTokenTamper {
  claims?(claims: jose.JWTPayload): jose.JWTPayload
  /** 'provider' re-signs with the provider's own key; 'attacker' with a key the provider never published. */
  signWith: 'provider' | 'attacker' | 'none'
}

export interface TestIdp {
  issuer: string
  addAccount(account: IdpAccount): void
  /** The next token response carries an ID token changed this way (one response only). */
  tamperNextIdToken(tamper: IdTokenTamper): void
  /**
   * Plays the browser at the provider: follows the authorization URL, signs in as `login` on the
   * provider's login page and returns the URL the provider sends the browser back to (our callback).
   */
  signIn(authorizationUrl: string, login: string, password?: string): Promise<URL>
  close(): Promise<void>
}

const PAGE = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`

/**
 * The company's identity provider for tests: a real oidc-provider on loopback with its own login page
 * (oidc-provider's development interactions) and grants given without a consent step.
 */
export async function startTestIdp(clients: IdpClient[]): Promise<TestIdp> {
  // By subject (the provider's account id); the login page finds people by their login.
  const accounts = new Map<string, IdpAccount>()
  const byLogin = (login: string) => [...accounts.values()].find((a) => a.login === login)
  const { privateKey } = await jose.generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await jose.exportJWK(privateKey)), kid: 'test-idp-key', alg: 'RS256', use: 'sig' }
  const attacker = (await jose.generateKeyPair('RS256')).privateKey
  let tamper: IdTokenTamper | null = null

  const server = http.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      ...c,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    jwks: { keys: [jwk] },
    cookies: { keys: ['fernway-test-idp-cookie-key'] },
    claims: {
      // amr with every ID token, as Okta and Entra send it.
      openid: ['sub', 'amr'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Scope claims in the ID token of the code flow too, as Okta and Entra do.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, id) {
      const account = accounts.get(id)
      if (!account) return undefined
      return {
        accountId: id,
        async claims() {
          const { login: _l, password: _p, amr: _a, ...claims } = account
          return claims
        },
      }
    },
    // The company admitted our app for everyone: no consent page.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client
      const session = ctx.oidc.session
      if (!client || !session?.accountId) return undefined
      const existing = session.grantIdFor(client.clientId)
      if (existing) return ctx.oidc.provider.Grant.find(existing)
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      return grant
    },
  })

  provider.use(async (ctx, next) => {
    await next()
    if (ctx.path !== '/token' || ctx.method !== 'POST' || ctx.status !== 200 || !tamper) return
    const body = ctx.body as { id_token?: string }
    if (!body.id_token) return
    const change = tamper
    tamper = null
    const claims = change.claims
      ? change.claims(jose.decodeJwt(body.id_token))
      : jose.decodeJwt(body.id_token)
    if (change.signWith === 'none') {
      const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
      body.id_token = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`
      return
    }
    const key = change.signWith === 'provider' ? await jose.importJWK(jwk, 'RS256') : attacker
    body.id_token = await new jose.SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })
      .sign(key)
  })

  const callback = provider.callback()
  server.on('request', (req, res) => {
    // The login form's submission, answered here so that the password is checked and amr reported.
    const submit = /^\/interaction\/([^/?]+)$/.exec(req.url ?? '')
    if (req.method === 'POST' && submit) {
      void finishLogin(req, res).catch((error) => {
        res.statusCode = 500
        res.end(String(error))
      })
      return
    }
    callback(req, res)
  })

  async function finishLogin(req: http.IncomingMessage, res: http.ServerResponse) {
    let raw = ''
    for await (const chunk of req) raw += chunk
    const form = new URLSearchParams(raw)
    const account = byLogin(form.get('login') ?? '')
    if (!account || account.password !== form.get('password')) {
      res.writeHead(401, { 'content-type': 'text/html; charset=utf-8' })
      res.end(PAGE('Sign-in failed', '<p>Unknown login or wrong password.</p>'))
      return
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.sub, ...(account.amr ? { amr: account.amr } : {}) } },
      { mergeWithLastSubmission: false },
    )
  }

  return {
    issuer,
    addAccount(account) {
      accounts.set(account.sub, account)
    },
    tamperNextIdToken(next) {
      tamper = next
    },
    async signIn(authorizationUrl, login, password) {
      const account = byLogin(login)
      const jar = new Map<string, string>()
      const send = async (url: string, init: RequestInit = {}) => {
        const res = await fetch(url, {
          ...init,
          redirect: 'manual',
          headers: {
            ...(init.headers as Record<string, string>),
            cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        })
        for (const line of res.headers.getSetCookie()) {
          const [pair] = line.split(';')
          const at = pair?.indexOf('=') ?? -1
          if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1))
        }
        return res
      }
      let res = await send(authorizationUrl)
      for (let hop = 0; hop < 10; hop++) {
        const location = res.headers.get('location')
        if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`)
        const next = new URL(location, issuer)
        if (next.origin !== issuer) return next
        if (next.pathname.startsWith('/interaction/')) {
          res = await send(next.href, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({
              prompt: 'login',
              login,
              password: password ?? account?.password ?? '',
            }).toString(),
          })
          if (res.status === 401) throw new Error('the provider refused the login')
        } else {
          res = await send(next.href)
        }
      }
      throw new Error('too many redirects at the provider')
    },
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
