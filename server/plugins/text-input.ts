import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ErrorCode } from '../../shared/errors.ts'
import { sendError } from './errors.ts'

/**
 * Text no store can keep: NUL (PostgreSQL refuses it in text and JSON) and lone surrogates (half of a
 * UTF-16 pair: no UTF-8 form, and PostgreSQL refuses their JSON escapes). A browser never sends them
 * in a form or a JSON body of ours, so they are refused, whichever route they were sent to.
 */
export function unstorableText(value: unknown): boolean {
  const pending: unknown[] = [value]
  while (pending.length) {
    const item = pending.pop()
    if (typeof item === 'string') {
      if (item.includes('\u0000') || !item.isWellFormed()) return true
    } else if (item !== null && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000') || !key.isWellFormed()) return true
        pending.push(child)
      }
    }
  }
  return false
}

/**
 * Refuses (400) a request whose body, query or path parameters hold unstorable text, once Fastify has
 * parsed them and before any route reads them (decision 062): one check for every route, where a check in
 * each schema would be forgotten by the next one.
 */
async function textInputPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    if (unstorableText(request.body) || unstorableText(request.query) || unstorableText(request.params))
      return sendError(
        reply,
        400,
        ErrorCode.VALIDATION_ERROR,
        'Text may not hold NUL characters or broken Unicode.',
      )
  })
}

export default fp(textInputPlugin, { name: 'text-input', dependencies: ['errors'] })
