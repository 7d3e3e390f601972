import type { FastifyInstance } from 'fastify'
import { cookieBannerRoutes } from './cookie-banner.route.ts'
import { dataSharingRoutes } from './data-sharing.route.ts'
import { iabRoutes } from './iab.route.ts'
import { legacyPrivacyRoutes } from './legacy-privacy.route.ts'
import { metaCookieRoutes } from './meta-cookie.route.ts'

/** The privacy area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function privacyArea(app: FastifyInstance) {
  await app.register(iabRoutes)
  await app.register(dataSharingRoutes)
  await app.register(cookieBannerRoutes)
  await app.register(metaCookieRoutes)
  await app.register(legacyPrivacyRoutes)
}
