import type { FastifyInstance } from 'fastify'
import { paymentOptionsRoutes } from './payment-options.route.ts'

/** The payment area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function paymentArea(app: FastifyInstance) {
  await app.register(paymentOptionsRoutes)
}
