import {
  endpointPath,
  type TEndpoint,
  type TEndpointResponse,
  type TEndpointRoute,
} from '../../shared/endpoint.ts'
import type { ApiClient } from './client.ts'

/**
 * A declared search (a GET) with the query a results page built from its address (the *ApiQuery helpers
 * of shared/catalogue/): the path and the answer's type come from the declaration (decision 107), and the
 * query goes as the page wrote it, text for the server's schema to judge, as a typed callEndpoint query
 * cannot take it.
 */
export function getSearch<E extends TEndpoint<'GET'>>(
  client: ApiClient,
  route: TEndpointRoute<E>,
  query: Record<string, string>,
  params?: Record<string, string>,
): Promise<TEndpointResponse<E>> {
  return client.get(endpointPath(route.path, params), query)
}
