import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BOT_CHECK_PATH } from '../../../shared/constants.ts'
import { ErrorCode, errorBody } from '../../../shared/errors.ts'
import { type ListeningServer, listeningServer } from './listening-server.ts'

/** Routes the real server does not have, answering each situation the client must handle. */
export const SCENARIO = '/i/api/test/v1'

export interface EchoAnswer {
  method: string
  query: Record<string, string | string[]>
  headers: Record<string, string | undefined>
  body: unknown
}

const ECHOED_HEADERS = ['x-csrf', 'x-requested-with', 'content-type', 'accept'] as const
// Token endpoints for fetches the tests reroute from /s/run/formtoken; exempt from the token check.
const NO_TOKEN = { config: { csrf: false } }

function echo(request: FastifyRequest): EchoAnswer {
  const headers = Object.fromEntries(ECHOED_HEADERS.map((h) => [h, request.headers[h] as string | undefined]))
  return {
    method: request.method,
    query: request.query as EchoAnswer['query'],
    headers,
    body: request.body ?? null,
  }
}

function json(reply: FastifyReply, status: number, body: unknown) {
  return reply.code(status).type('application/json; charset=utf-8').send(body)
}

export async function registerScenarioRoutes(app: FastifyInstance): Promise<void> {
  for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
    app.route({ method, url: `${SCENARIO}/echo`, handler: async (request) => echo(request) })
  }
  app.get(`${SCENARIO}/empty`, async (_request, reply) => reply.code(204).send())
  app.delete(`${SCENARIO}/empty`, async (_request, reply) => reply.code(204).send())
  app.get(`${SCENARIO}/text`, async (_request, reply) => reply.type('text/plain').send('kmk-123'))
  app.get(`${SCENARIO}/json-error`, async (_request, reply) =>
    json(reply, 409, {
      errors: [
        { code: 'TRIP_FULL', description: 'The trip is full.', localizedDescription: 'Die Reise ist voll.' },
      ],
    }),
  )
  app.get(`${SCENARIO}/text-error`, async (_request, reply) =>
    reply.code(502).type('text/plain').send('upstream down'),
  )
  app.get(`${SCENARIO}/invalid-session`, async (_request, reply) =>
    json(reply, 401, errorBody(ErrorCode.INVALID_SESSION, 'The session has ended.')),
  )
  app.get(`${SCENARIO}/missing-2fa`, async (_request, reply) =>
    json(reply, 403, errorBody(ErrorCode.MISSING_TWO_FACTOR_AUTHENTICATION, 'Verify your second factor.')),
  )
  app.route({
    method: ['GET', 'POST'],
    url: `${SCENARIO}/bot`,
    handler: async (_request, reply) => reply.redirect(`${BOT_CHECK_PATH}?from=api`, 302),
  })
  if (!app.hasRoute({ method: 'GET', url: BOT_CHECK_PATH })) {
    app.get(BOT_CHECK_PATH, async (_request, reply) =>
      reply.type('text/html').send('<!doctype html><p>Are you human?'),
    )
  }
  app.post(`${SCENARIO}/token/empty`, NO_TOKEN, async (_request, reply) => reply.type('text/plain').send(''))
  app.post(`${SCENARIO}/token/fail`, NO_TOKEN, async (_request, reply) =>
    json(reply, 500, errorBody(ErrorCode.INTERNAL_ERROR, 'boom')),
  )
  // Multipart only here: the real server has not registered it globally.
  await app.register(async (scope) => {
    await scope.register(multipart)
    scope.post(`${SCENARIO}/multipart`, async (request) => {
      const fields: Record<string, string> = {}
      const files: { field: string; filename: string; type: string; text: string }[] = []
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          files.push({
            field: part.fieldname,
            filename: part.filename,
            type: part.mimetype,
            text: String(await part.toBuffer()),
          })
        } else fields[part.fieldname] = String(part.value)
      }
      return { headers: echo(request).headers, fields, files }
    })
  })
}

/** The real server of one test file with the scenario routes added, listening on a free loopback port. */
export function scenarioServer(): ListeningServer {
  return listeningServer(undefined, async (t) => {
    await registerScenarioRoutes(t.app)
    return t.app.listen({ host: '127.0.0.1', port: 0 })
  })
}
