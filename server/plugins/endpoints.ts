import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  RawServerDefault,
  RouteOptions,
} from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import type {
  TEndpoint,
  TEndpointBody,
  TEndpointNotFound,
  TEndpointParams,
  TEndpointQuery,
  TEndpointResponse,
} from '../../shared/endpoint.ts'
import { HttpError } from '../http-error.ts'

/** Requests as a declared endpoint's handler sees them: parts already parsed by their schemas. */
export type EndpointRequest<E extends TEndpoint> = FastifyRequest<{
  Params: TEndpointParams<E>
  Querystring: TEndpointQuery<E>
  Body: TEndpointBody<E>
}>

export type EndpointHandler<E extends TEndpoint> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => Promise<TEndpointResponse<E>>

export type EndpointRouteOptions = Omit<RouteOptions, 'method' | 'url' | 'handler' | 'schema'>

const CONSUMES = { form: 'application/x-www-form-urlencoded', multipart: 'multipart/form-data' } as const

/** Declarations by route, so that the validator finds the one a schema belongs to (the same in every app). */
const declared = new Map<string, TEndpoint>()
const routeKey = (method: string, url: string) => `${method} ${url}`

/**
 * Registers a declared endpoint's route (decision 107): its schemas validate the request before the
 * handler (a failure is the common 400 with one item per field), its answer is checked against its
 * response schema in development and tests, and its business requirement, rate limit and CSRF rule come
 * from the declaration.
 */
export function route<E extends TEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: EndpointHandler<E>,
  /** What a route needs beyond its declaration: its own hooks, body limit, log level or config. */
  options: EndpointRouteOptions = {},
) {
  declared.set(routeKey(endpoint.method, endpoint.path), endpoint)
  const status = endpoint.status ?? 200
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      summary: endpoint.summary,
      ...(endpoint.bodyType && endpoint.bodyType !== 'json'
        ? { consumes: [CONSUMES[endpoint.bodyType]] }
        : {}),
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: {
        [status]: endpoint.produces
          ? { content: { [endpoint.produces]: { schema: endpoint.response } } }
          : endpoint.response,
      },
    },
    ...options,
    config: {
      ...options.config,
      endpoint,
      ...(endpoint.business ? { business: endpoint.business } : {}),
      ...(endpoint.rateLimit ? { rateLimit: endpoint.rateLimit } : {}),
      ...(endpoint.csrf !== undefined ? { csrf: endpoint.csrf } : {}),
    },
    handler: async (request, reply) => {
      if (status !== 200) reply.code(status)
      return handler(request as EndpointRequest<E>, reply)
    },
  })
}

/**
 * The request's parts are parsed by their zod schemas; what the schema makes of them (trimmed text,
 * defaults) is what the handler gets. A failure is zod's own error, which the errors plugin turns into one
 * item per field; a path parameter that names nothing is the route's 404 when it declares one.
 */
const validator: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  const endpoint = declared.get(routeKey(method, url))
  // A multipart form is read by its handler, part by part within the upload limits: its declared body
  // documents the fields, and what Fastify holds as the body (nothing, or the url-encoded fallback) is
  // passed on as it came.
  if (httpPart === 'body' && endpoint?.bodyType === 'multipart') return (data) => ({ value: data })
  const notFound = endpoint?.notFound
  return (data) => {
    const result = schema.safeParse(data)
    if (result.success) return { value: result.data }
    return {
      error:
        notFound && namesNothing(notFound, httpPart, result.error.issues)
          ? new HttpError(404, notFound.code, notFound.description)
          : result.error,
    }
  }
}

function namesNothing(notFound: TEndpointNotFound, part: string | undefined, issues: z.core.$ZodIssue[]) {
  if (!notFound.fields) return part === 'params'
  const fields = notFound.fields
  return (
    part === 'body' &&
    issues.some((issue) =>
      issue.path.length === 0 ? issue.code !== 'unrecognized_keys' : fields.includes(String(issue.path[0])),
    )
  )
}

/**
 * Answers go out as the handler made them (JSON.stringify, as for every other route). In development and
 * tests they are checked against the response schema first, so that a declaration that drifted from what
 * the route sends fails a test instead of a client.
 */
function serializerFor(check: boolean) {
  return ({ schema }: { schema: unknown }) =>
    (data: unknown) => {
      if (check && schema instanceof Object && 'safeParse' in schema) {
        const result = (schema as z.ZodType).safeParse(data)
        if (!result.success)
          throw new Error(`The answer does not match its declaration: ${result.error.message}`)
      }
      return JSON.stringify(data)
    }
}

async function endpointsPlugin(app: FastifyInstance) {
  app.setValidatorCompiler(validator)
  app.setSerializerCompiler(serializerFor(app.config.env !== 'production'))
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Fernway API',
        version: '1',
        description:
          'The calls the Fernway site and its business console make. Business calls need a signed-in member acting for their company; changes need the form token (the x-csrf header from GET /s/run/formtoken).',
      },
    },
    transform: jsonSchemaTransform,
  })
  // The document to read while building against the API; `npm run openapi` writes the same to docs/.
  if (app.config.env === 'development')
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PATH,
      staticCSP: true,
      // The viewer sets styles inline; over plain http on this machine there is nothing to upgrade.
      transformStaticCSP: (csp) =>
        csp
          .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
          .replace(/upgrade-insecure-requests;?/, ''),
    })
}

export const API_DOCS_PATH = '/api/docs'

export default fp<Record<never, never>, RawServerDefault>(endpointsPlugin, { name: 'endpoints' })
