import type { FastifyInstance } from 'fastify'
import { catalogueEndpoints as api } from '../../../shared/catalogue/catalogue-endpoints.ts'
import type { TCatalogueSearch } from '../../../shared/trips/catalogue-contract.ts'
import {
  ZCarSearchQuerySchema,
  ZHotelSearchQuerySchema,
  ZRouteSearchQuerySchema,
} from '../../../shared/trips/catalogue-schemas.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { route } from '../../plugins/endpoints.ts'

/** The query of a vertical's search (strict: unknown names are refused) as the catalogue's search. */
export function searchOf(vertical: TTripVertical, query: unknown): TCatalogueSearch {
  if (vertical === 'flight' || vertical === 'train')
    return { vertical, ...ZRouteSearchQuerySchema.parse(query) }
  if (vertical === 'hotel') {
    const q = ZHotelSearchQuerySchema.parse(query)
    return { vertical, destination: q.destination, start: q.checkin, end: q.checkout }
  }
  const q = ZCarSearchQuerySchema.parse(query)
  return { vertical, destination: q.destination, start: q.pickup, end: q.dropoff }
}

/**
 * GET /i/api/catalogue/v1/{vertical}/search (decision 044): public, the same for everyone, so caches may
 * keep it a few minutes; a day's offers only change with the catalogue's version.
 */
export async function catalogueRoutes(app: FastifyInstance) {
  const catalogue = app.services.catalogue
  // An unknown vertical is the declaration's 404; the query is read by that vertical's schema.
  route(app, api.search, async (request, reply) => {
    const answer = catalogue.search(searchOf(request.params.vertical, request.query))
    reply.header('cache-control', 'public, max-age=300')
    return answer
  })
}
