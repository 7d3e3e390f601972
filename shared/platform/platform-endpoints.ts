import { z } from 'zod'
import { FORM_TOKEN_PATH } from '../constants.ts'
import { defineEndpoint } from '../endpoint.ts'
import { ZFormTokenRequestSchema, ZFormTokenResponseSchema } from '../form-token.ts'

/** The process's health, and the form token every change carries. */
export const platformEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers',
    response: z.object({ status: z.literal('ok') }),
  }),
  ready: defineEndpoint({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: the process can reach its database (503 when it cannot)',
    response: z.object({ status: z.enum(['ready', 'unavailable']), database: z.string() }),
  }),
  // Exempt from the token check (it hands the token out); cross-site callers are still refused,
  // and the answer is readable only by same-origin scripts.
  formToken: defineEndpoint({
    method: 'POST',
    path: FORM_TOKEN_PATH,
    summary: 'The form token (x-csrf) for this browser, as text',
    body: z.preprocess((body) => body ?? {}, ZFormTokenRequestSchema),
    response: ZFormTokenResponseSchema,
    produces: 'text/plain',
    csrf: false,
  }),
}
