import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { LRUCache } from 'lru-cache'
import { FORM_TOKEN_HEADER } from '../../shared/constants.ts'
import { ErrorCode } from '../../shared/errors.ts'
import { sameSecret } from '../services/auth/same-secret.ts'
import { sendError } from './errors.ts'
import { poolRandomBytes } from './random-pool.ts'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const SECRET_SHAPE = /^[A-Za-z0-9_-]{43}$/

export function groupCookieName(publicOrigin: string): string {
  // __Host- pins the cookie to this exact host over https, with no Domain and Path=/.
  return publicOrigin.startsWith('https://') ? '__Host-fw_sg' : 'fw_sg'
}

export function newGroupSecret(): string {
  return poolRandomBytes(32).toString('base64url')
}

/** Recent browsers' tokens: each page and each state change needs one, and an HMAC costs more than the lookup. */
const formTokens = new LRUCache<string, string>({ max: 10_000 })

/** The form token is an HMAC of the browser's group secret: stateless, so any instance can check it. */
export function formTokenFor(key: string, groupSecret: string): string {
  const id = `${key}\u0000${groupSecret}`
  const known = formTokens.get(id)
  if (known) return known
  const token = crypto.createHmac('sha256', key).update(`form-token:${groupSecret}`).digest('base64url')
  formTokens.set(id, token)
  return token
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The group secret, creating one (and its cookie) when the browser has none. */
    ensureGroupSecret(reply: FastifyReply): string
    formToken(reply: FastifyReply): string
  }
  interface FastifyReply {
    setGroupSecret(secret: string, maxAgeSeconds: number | null): void
  }
}

async function sessionGroupPlugin(app: FastifyInstance) {
  const { config } = app
  const cookieName = groupCookieName(config.publicOrigin)
  const secure = config.publicOrigin.startsWith('https://')

  app.decorateRequest('groupSecret', null)
  app.decorateReply(
    'setGroupSecret',
    function (this: FastifyReply, secret: string, maxAgeSeconds: number | null) {
      this.request.groupSecret = secret
      this.setCookie(cookieName, secret, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        ...(maxAgeSeconds === null ? {} : { maxAge: maxAgeSeconds }),
      })
    },
  )
  app.decorateRequest('ensureGroupSecret', function (this: FastifyRequest, reply: FastifyReply) {
    if (!this.groupSecret) reply.setGroupSecret(newGroupSecret(), null)
    return this.groupSecret as string
  })
  app.decorateRequest('formToken', function (this: FastifyRequest, reply: FastifyReply) {
    return formTokenFor(config.secret, this.ensureGroupSecret(reply))
  })

  app.addHook('onRequest', async (request, reply) => {
    const raw = request.cookies[cookieName]
    request.groupSecret = raw && SECRET_SHAPE.test(raw) ? raw : null

    // Answers a provider posts from its own site; the route relays them and changes nothing.
    if (request.routeOptions.config?.providerCallback === true) return
    const guarded = request.routeOptions.config?.csrf
    if (guarded === undefined ? SAFE_METHODS.has(request.method) : false) return
    // Browsers mark requests from other sites; refuse them before anything else runs.
    if (request.headers['sec-fetch-site'] === 'cross-site') {
      return sendError(
        reply,
        403,
        ErrorCode.CROSS_SITE_REQUEST,
        'Requests from other sites are not accepted.',
      )
    }
    if (guarded === false) return
    const sent = request.headers[FORM_TOKEN_HEADER]
    const expected = request.groupSecret ? formTokenFor(config.secret, request.groupSecret) : null
    if (typeof sent !== 'string' || !expected || !sameSecret(sent, expected)) {
      return sendError(
        reply,
        403,
        ErrorCode.INVALID_FORM_TOKEN,
        'The form token is missing or does not match; reload the page.',
      )
    }
  })
}

export default fp(sessionGroupPlugin, { name: 'session-group', dependencies: ['errors'] })
