import type { FastifyInstance } from 'fastify'
import { bookOnBehalfRoutes } from './book-on-behalf.route.ts'

/** The book on behalf area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function bookOnBehalfArea(app: FastifyInstance) {
  await app.register(bookOnBehalfRoutes)
}
