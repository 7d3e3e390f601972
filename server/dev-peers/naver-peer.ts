import crypto from 'node:crypto'
import http from 'node:http'
import type { PeerClient } from './oidc-peer.ts'
import {
  accountFrom,
  closeServer,
  escapeHtml,
  listen,
  loginPage,
  type PeerAccount,
  readForm,
  sendJson,
} from './peer-accounts.ts'

export interface NaverPeer {
  base: string
  env(client?: PeerClient): Record<string, string>
  /** An access token issued to `clientId`, as if that app had signed the person in. */
  issueToken(clientId: string, who: { email?: string; sub?: string; name?: string }): string
  close(): Promise<void>
}

interface Issued {
  clientId: string
  account: PeerAccount
  redirectUri?: string
  expiresAt: number
}

const random = () => crypto.randomBytes(24).toString('base64url')

/**
 * A loopback stand-in for Naver Login: authorize (a page that asks who you are), token, token
 * verification (which names the client the token belongs to) and profile, in Naver's shapes.
 */
export async function startNaverPeer(options: { clients: PeerClient[]; port?: number }): Promise<NaverPeer> {
  const codes = new Map<string, Issued>()
  const tokens = new Map<string, Issued>()
  const server = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500)
      res.end(String(error))
    })
  })
  const base = await listen(server, options.port)
  const clientOf = (id: string | null) => options.clients.find((c) => c.clientId === id)

  function issueToken(clientId: string, account: PeerAccount): string {
    const token = `AAAA${random()}`
    tokens.set(token, { clientId, account, expiresAt: Date.now() + 3600_000 })
    return token
  }

  function bearer(req: http.IncomingMessage): Issued | null {
    const value = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const issued = tokens.get(value)
    return issued && issued.expiresAt > Date.now() ? issued : null
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', base)
    if (url.pathname === '/oauth2.0/authorize' && req.method === 'GET') {
      const client = clientOf(url.searchParams.get('client_id'))
      const redirectUri = url.searchParams.get('redirect_uri') ?? ''
      if (!client?.redirectUris.includes(redirectUri)) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('unknown client or redirect_uri')
        return
      }
      const action = `/oauth2.0/authorize?${url.searchParams.toString()}`
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(loginPage('Naver (local stand-in)', action, ''))
      return
    }
    if (url.pathname === '/oauth2.0/authorize' && req.method === 'POST') {
      const form = await readForm(req)
      const client = clientOf(url.searchParams.get('client_id'))
      const redirectUri = url.searchParams.get('redirect_uri') ?? ''
      if (!client?.redirectUris.includes(redirectUri)) {
        res.writeHead(400).end('unknown client')
        return
      }
      const account = accountFrom({
        email: form.get('email') ?? '',
        name: form.get('name') ?? undefined,
        sub: form.get('sub') ?? undefined,
      })
      const code = random()
      codes.set(code, { clientId: client.clientId, account, redirectUri, expiresAt: Date.now() + 60_000 })
      const back = new URL(redirectUri)
      back.searchParams.set('code', code)
      back.searchParams.set('state', url.searchParams.get('state') ?? '')
      res.writeHead(302, { location: back.href }).end()
      return
    }
    if (url.pathname === '/oauth2.0/token') {
      const form = req.method === 'POST' ? await readForm(req) : url.searchParams
      const client = clientOf(form.get('client_id'))
      const code = codes.get(form.get('code') ?? '')
      if (
        !client ||
        client.clientSecret !== form.get('client_secret') ||
        !code ||
        code.clientId !== client.clientId
      ) {
        return sendJson(res, 200, { error: 'invalid_request', error_description: 'no valid code' })
      }
      codes.delete(form.get('code') ?? '')
      return sendJson(res, 200, {
        access_token: issueToken(client.clientId, code.account),
        refresh_token: random(),
        token_type: 'bearer',
        expires_in: '3600',
      })
    }
    if (url.pathname === '/v1/nid/verify') {
      const issued = bearer(req)
      if (!issued) return sendJson(res, 401, { resultcode: '024', message: 'Authentication failed' })
      return sendJson(res, 200, {
        resultcode: '00',
        message: 'success',
        response: {
          token: 'hidden',
          expire_date: new Date(issued.expiresAt).toISOString(),
          allowed_profile: 'id,email,name',
          client_id: issued.clientId,
        },
      })
    }
    if (url.pathname === '/v1/nid/me') {
      const issued = bearer(req)
      if (!issued) return sendJson(res, 401, { resultcode: '024', message: 'Authentication failed' })
      const a = issued.account
      return sendJson(res, 200, {
        resultcode: '00',
        message: 'success',
        response: { id: a.sub, email: a.email, name: a.name, nickname: escapeHtml(a.givenName) },
      })
    }
    res.writeHead(404).end()
  }

  return {
    base,
    env(client = options.clients[0] as PeerClient) {
      return {
        NAVER_CLIENT_ID: client.clientId,
        NAVER_CLIENT_SECRET: client.clientSecret,
        NAVER_AUTHORIZATION_URL: `${base}/oauth2.0/authorize`,
        NAVER_TOKEN_URL: `${base}/oauth2.0/token`,
        NAVER_VERIFY_URL: `${base}/v1/nid/verify?info=true`,
        NAVER_PROFILE_URL: `${base}/v1/nid/me`,
      }
    },
    issueToken: (clientId, who) => issueToken(clientId, accountFrom({ ...who, email: who.email ?? '' })),
    close: () => closeServer(server),
  }
}
