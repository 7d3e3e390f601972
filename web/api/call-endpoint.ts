import {
  endpointPath,
  type TEndpoint,
  type TEndpointInput,
  type TEndpointResponse,
  type TEndpointRoute,
} from '../../shared/endpoint.ts'
import type { ApiClient, TFormFields, TQueryParams } from './client.ts'
import { withQuery } from './request-url.ts'

/** The input argument: optional when the endpoint declares no parameters and no body. */
type InputArgs<E extends TEndpoint> =
  Record<never, never> extends TEndpointInput<E> ? [input?: TEndpointInput<E>] : [input: TEndpointInput<E>]

/**
 * Calls a declared endpoint (decision 107) through the spec's client (client.ts: form token, session and
 * second-factor handling): the path filled from its parameters, the query and body typed by the
 * declaration's schemas, the answer typed by its response schema. The route comes from
 * endpoints.gen.ts, which holds no zod, so that calling an endpoint adds nothing to the page's scripts.
 */
export function callEndpoint<E extends TEndpoint>(
  client: ApiClient,
  route: TEndpointRoute<E>,
  ...[input]: InputArgs<E>
): Promise<TEndpointResponse<E>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: TQueryParams; body?: unknown }
  const path = withQuery(endpointPath(route.path, params as Record<string, unknown>), query)
  switch (route.method) {
    case 'GET':
      return client.get(path)
    case 'POST':
      // A multipart form's Blobs make it multipart (form-body.ts); without one it goes url-encoded.
      return route.bodyType === 'form' || route.bodyType === 'multipart'
        ? client.postForm(path, (body ?? {}) as TFormFields)
        : client.postJson(path, body)
    case 'PUT':
      return client.put(path, body)
    case 'DELETE':
      return client.delete(path)
    default:
      throw new Error(`${route.method} ${route.path}: no such call`)
  }
}
