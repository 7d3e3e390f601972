import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ZodError } from 'zod'
import { ErrorCode, errorBody, type TApiError, type TErrorBody } from '../../shared/errors.ts'
import {
  describeFieldIssue,
  type FieldIssue,
  fieldIssues,
  MAX_FIELD_ISSUES,
} from '../../shared/field-issues.ts'
import { HttpError } from '../http-error.ts'
import { presentAuthFailure } from '../presenters/auth-response.presenter.ts'
import { SaturatedError } from '../services/concurrency-limit.ts'

/** Codes pg and PGlite raise when the database is away: answered 503 so clients retry, never 500. */
const UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
])

function isUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string }
  return (
    (e.code !== undefined && UNAVAILABLE.has(e.code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable|driver has already been destroyed|PGlite is closed/.test(
      e.message ?? '',
    )
  )
}

/** A validation error's item: its field, reason and limit, and an English sentence of them. */
export function fieldIssueItem(issue: FieldIssue, code: string = ErrorCode.VALIDATION_ERROR): TApiError {
  return { code, description: describeFieldIssue(issue), ...issue }
}

/** One item per problem (zod's own wording never leaves: decision 078). */
function zodItems(error: ZodError): TApiError[] {
  const items = fieldIssues(error.issues).map((issue) => fieldIssueItem(issue))
  return items.length ? items : [fieldIssueItem({ reason: 'invalid' })]
}

/** The errors list of a mapped failure: its items when it has them, else its code and description. */
export function errorsOf(response: { code: string; description: string; items?: TApiError[] }): TErrorBody {
  return response.items?.length ? { errors: response.items } : errorBody(response.code, response.description)
}

export function sendError(
  reply: FastifyReply,
  status: number,
  code: string,
  description: string,
  items?: TApiError[],
) {
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(errorsOf({ code, description, items }))
}

/** An HttpError with its Retry-After and, for sign-in routes, the auth response fields. */
export function sendHttpError(reply: FastifyReply, error: HttpError) {
  const { retryAfterSeconds, authField } = error.options
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(Math.ceil(retryAfterSeconds)))
  const items = httpErrorItems(error)
  const body =
    authField === undefined
      ? errorsOf({ code: error.code, description: error.message, items })
      : presentAuthFailure(error.code, error.message, authField, undefined, items)
  return reply
    .code(error.statusCode)
    .type('application/json; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body)
}

function httpErrorItems(error: HttpError): TApiError[] | undefined {
  const { issue, issues } = error.options
  if (issues?.length)
    return issues.slice(0, MAX_FIELD_ISSUES).map(({ code, description, ...field }) => ({
      code,
      description: description ?? describeFieldIssue(field),
      ...field,
    }))
  return issue ? [{ code: error.code, description: error.message, ...issue }] : undefined
}

/** Maps every failure to `{errors:[{code, description}]}`; bad input is a 4xx, never a 500 or a stack trace. */
export function toErrorResponse(error: unknown): {
  status: number
  code: string
  description: string
  retryAfterSeconds?: number
  /** The errors list when it is more than code and description (a validation error's fields). */
  items?: TApiError[]
} {
  if (error instanceof HttpError)
    return {
      status: error.statusCode,
      code: error.code,
      description: error.message,
      items: httpErrorItems(error),
    }
  if (error instanceof SaturatedError)
    return { status: 503, code: ErrorCode.BUSY, description: 'We are very busy; try again in a moment.' }
  if (error instanceof ZodError) {
    const items = zodItems(error)
    return { status: 400, code: ErrorCode.VALIDATION_ERROR, description: items[0]?.description ?? '', items }
  }
  if (isUnavailable(error)) {
    return {
      status: 503,
      code: ErrorCode.SERVICE_UNAVAILABLE,
      description: 'The service is briefly unavailable; try again.',
      // The database comes back from a restart in about a second (decision 061).
      retryAfterSeconds: 1,
    }
  }
  const fe = error as FastifyError
  const status = typeof fe.statusCode === 'number' ? fe.statusCode : 500
  if (status === 413)
    return { status, code: ErrorCode.PAYLOAD_TOO_LARGE, description: 'The request body is too large.' }
  if (status === 415)
    return {
      status,
      code: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      description: 'This content type is not accepted here.',
    }
  if (status === 429)
    return {
      status,
      code: ErrorCode.RATE_LIMITED,
      description: 'Too many requests; slow down and try again.',
    }
  if (fe.validation)
    return { status: 400, code: ErrorCode.VALIDATION_ERROR, description: 'The request is not valid.' }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (bad JSON, bad content length...): keep the status, hide internals.
    return { status, code: ErrorCode.VALIDATION_ERROR, description: 'The request could not be read.' }
  }
  return { status: 500, code: ErrorCode.INTERNAL_ERROR, description: 'Something went wrong on our side.' }
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      request.log.info({ code: error.code, status: error.statusCode }, 'request refused')
      return sendHttpError(reply, error)
    }
    if (error instanceof SaturatedError) {
      request.log.warn({ err: error }, 'refused: saturated')
      return sendHttpError(
        reply,
        new HttpError(503, ErrorCode.BUSY, 'We are very busy; try again in a moment.', {
          retryAfterSeconds: 1,
        }),
      )
    }
    const { status, code, description, retryAfterSeconds, items } = toErrorResponse(error)
    if (status >= 500) request.log.error({ err: error }, 'request failed')
    else request.log.info({ code, status }, 'request refused')
    if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds))

    return sendError(reply, status, code, description, items)
  })
  app.setNotFoundHandler((request, reply) =>
    sendError(reply, 404, ErrorCode.NOT_FOUND, `No route answers ${request.method} here.`),
  )
}

export default fp(errorsPlugin, { name: 'errors' })
