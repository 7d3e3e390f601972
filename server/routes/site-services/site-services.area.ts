import type { FastifyInstance } from 'fastify'
import { createSiteServices } from '../../services/site-services/site-services.ts'
import { adBaitRoutes } from './ad-bait.route.ts'
import { feedbackRoutes } from './feedback.route.ts'
import { priceAlertRoutes } from './price-alerts.route.ts'

/** The site services area (issue 28 item 2): it builds its services from the unit of work and hands them to its routes. */
export async function siteServicesArea(app: FastifyInstance) {
  const site = createSiteServices(app.services.data)
  await app.register(feedbackRoutes, { site })
  await app.register(priceAlertRoutes, { site })
  await app.register(adBaitRoutes)
}
