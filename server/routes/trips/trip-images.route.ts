import type { FastifyInstance } from 'fastify'
import { TripsErrorCode } from '../../../shared/trips/trips-contract.ts'
import { tripsEndpoints as api } from '../../../shared/trips/trips-endpoints.ts'
import { HttpError } from '../../http-error.ts'
import { route } from '../../plugins/endpoints.ts'

/**
 * GET /trips/api/images/seasonal/{destination}/{season}/{size} (decision 043): public and the same for
 * everyone, so shared caches keep it a week. Only the catalogue's values exist; anything else is 404.
 */
export async function tripImageRoutes(app: FastifyInstance) {
  const images = app.services.trips.images
  route(app, api.seasonalImage, async (request, reply) => {
    const { destination, season, size } = request.params
    const image = await images.image(destination, season, size)
    if (!image) throw new HttpError(404, TripsErrorCode.IMAGE_NOT_FOUND, 'No such image.')
    reply
      .header('cache-control', 'public, max-age=604800')
      .header('etag', image.etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
    if (request.headers['if-none-match'] === image.etag) return reply.code(304).send()
    return reply.type(image.contentType).send(image.body)
  })
}
