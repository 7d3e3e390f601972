// Types only: a declaration holds zod schemas, but this file must not bring zod to whoever imports it.
import type { z } from 'zod'
import type { TBusinessRequirement } from './business/business-access.ts'

export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** A per-IP limit of a costly route: at most `max` calls per `timeWindow` milliseconds. */
export interface TRateLimit {
  max: number
  timeWindow: number
}

/**
 * The 404 a route gives, instead of a validation error, when its request does not name a thing: its path
 * parameters fail their schema, or (with `fields`) the body lacks those fields or holds them malformed
 * (a link's token: a made-up token is answered like an expired one).
 */
export interface TEndpointNotFound {
  code: string
  description: string
  fields?: readonly string[]
}

/**
 * One endpoint, said once (decision 107): its method and path, the zod schemas of its parameters, query,
 * body and answer, who may call it and how often. The server registers its route from this, the web's
 * caller and the OpenAPI document are made from it, and the route sweeps read it.
 */
export interface TEndpoint<
  M extends THttpMethod = THttpMethod,
  P extends string = string,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: M
  path: P
  /** One line for the OpenAPI document. */
  summary: string
  params?: Params
  query?: Query
  body?: Body
  /**
   * How the body comes: JSON (the default), a form (`application/x-www-form-urlencoded`, the spec's
   * sign-in calls), or a multipart form with files. A multipart `body` only documents the form's fields:
   * the handler reads the form itself within the upload limits, so its schema validates nothing and the
   * handler's `request.body` is not typed by it.
   */
  bodyType?: 'json' | 'form' | 'multipart'
  /** The 2xx answer (200 unless `status` says otherwise), JSON unless `produces` names another type. */
  response: Response
  /** An answer that is not JSON (`text/plain` for a bare token, `image/svg+xml`...): documented, not checked. */
  produces?: string
  /** 204: the answer has no body (the handler returns nothing, or null; the response schema is `z.void()` or `z.null()`). */
  status?: 200 | 201 | 202 | 204
  /** A business route: the permission and feature it needs (plugins/business-access.ts). */
  business?: TBusinessRequirement
  rateLimit?: TRateLimit
  /** true: a GET that changes state and so needs the form token; false: a POST exempt from it. */
  csrf?: boolean
  /** Parameters that fail their schema name nothing: answered 404 with this, not 400. */
  notFound?: TEndpointNotFound
  /** The error codes the route answers besides the common ones (validation, session, permission). */
  errors?: readonly string[]
}

/** Declares an endpoint; the identity, so that its literal method, path and schemas stay in its type. */
export const defineEndpoint = <const E extends TEndpoint>(endpoint: E): E => endpoint

type Out<S> = S extends z.ZodType ? z.output<S> : undefined
type In<S> = S extends z.ZodType ? z.input<S> : undefined

/** What the handler receives, after validation. */
export type TEndpointParams<E extends TEndpoint> = Out<E['params']>
export type TEndpointQuery<E extends TEndpoint> = Out<E['query']>
export type TEndpointBody<E extends TEndpoint> = E extends { bodyType: 'multipart' }
  ? unknown
  : Out<E['body']>
/** What the handler returns and the caller receives. */
export type TEndpointResponse<E extends TEndpoint> = z.output<E['response']>

/** What a caller sends: the parts the endpoint declares, as their schemas accept them. */
export type TEndpointInput<E extends TEndpoint> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? { query?: In<E['query']> } : { query?: undefined }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: undefined })

/** An endpoint's route without its schemas: what the browser needs to call it (web/api/endpoints.gen.ts). */
export interface TEndpointRoute<E extends TEndpoint = TEndpoint> {
  method: E['method']
  path: E['path']
  bodyType?: 'form' | 'multipart'
  /** Carries the declaration's type to the caller; never set. */
  readonly endpoint?: E
}

/** The path with its `:name` parameters filled in, each encoded. */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
    const value = params?.[name]
    if (value === undefined || value === null) throw new Error(`${path} needs its ${name} parameter`)
    return encodeURIComponent(String(value))
  })
}
