import type { FastifyInstance } from 'fastify'
import { adBaitRoutes } from './ad-bait.route.ts'
import { feedbackRoutes } from './feedback.route.ts'
import { priceAlertRoutes } from './price-alerts.route.ts'

/** The site services area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function siteServicesArea(app: FastifyInstance) {
  await app.register(feedbackRoutes)
  await app.register(priceAlertRoutes)
  await app.register(adBaitRoutes)
}
