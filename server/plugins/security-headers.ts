import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's headers, worked out once at start (decision 064). @fastify/helmet built Helmet's middleware
 * again on every request, parsing the CSP directives each time: 7.6 percent of the signed-in auth state's
 * CPU. The options are the same; Helmet decides the headers once, and each answer gets them from a frozen
 * list. Pages replace the CSP with their own, nonce included (page renderer).
 */
/**
 * Powerful features no page of ours uses, off for every page and anything it embeds: a script that got in
 * cannot ask for the camera, the microphone, the visitor's position, a payment sheet or USB devices.
 * Passkeys (publickey-credentials-*) keep their default, this origin.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

export function securityHeaders(options: Readonly<HelmetOptions>): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY }
  const capture = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, capture as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return Object.freeze(headers)
}

async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const headers = securityHeaders(options)
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
}

export default fp(securityHeadersPlugin, { name: 'security-headers' })
