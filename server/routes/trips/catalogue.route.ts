import type { FastifyInstance } from 'fastify'
import {
  CATALOGUE_ROUTES,
  CatalogueErrorCode,
  type TCatalogueSearch,
} from '../../../shared/trips/catalogue-contract.ts'
import {
  ZCarSearchQuerySchema,
  ZHotelSearchQuerySchema,
  ZRouteSearchQuerySchema,
  ZSearchParamsSchema,
} from '../../../shared/trips/catalogue-schemas.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'

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
  app.get(
    CATALOGUE_ROUTES.search,
    { config: { rateLimit: { max: 120, timeWindow: 60_000 } } },
    async (request, reply) => {
      const params = ZSearchParamsSchema.safeParse(request.params)
      if (!params.success)
        throw new HttpError(404, CatalogueErrorCode.VERTICAL_NOT_FOUND, 'No such kind of offer.')
      const answer = catalogue.search(searchOf(params.data.vertical, request.query))
      reply.header('cache-control', 'public, max-age=300')
      return answer
    },
  )
}
