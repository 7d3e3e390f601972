import type { FastifyInstance } from 'fastify'
import { homepageMessagesRoutes } from './homepage-messages.route.ts'

/** The homepage messages area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function homepageMessagesArea(app: FastifyInstance) {
  await app.register(homepageMessagesRoutes)
}
