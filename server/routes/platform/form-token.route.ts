import type { FastifyInstance } from 'fastify'
import { FORM_TOKEN_PATH } from '../../../shared/constants.ts'
import { ZFormTokenRequestSchema } from '../../../shared/form-token.ts'

export async function formTokenRoutes(app: FastifyInstance) {
  // Exempt from the token check (it hands the token out); cross-site callers are still refused,
  // and the answer is readable only by same-origin scripts.
  app.post(FORM_TOKEN_PATH, { config: { csrf: false } }, async (request, reply) => {
    ZFormTokenRequestSchema.parse(request.body ?? {})
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(request.formToken(reply))
  })
}
