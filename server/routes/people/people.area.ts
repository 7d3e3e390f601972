import type { FastifyInstance } from 'fastify'
import { peopleRoutes } from './people.route.ts'

/** The people area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function peopleArea(app: FastifyInstance) {
  await app.register(peopleRoutes)
}
