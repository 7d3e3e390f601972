import type { FastifyInstance } from 'fastify'
import { currencyRoutes } from './currency.route.ts'
import { faviconRoutes } from './favicon.route.ts'
import { flagRoutes } from './flags.route.ts'
import { footerRoutes } from './footer.route.ts'
import { friendlySearchUrlRoutes } from './friendly-search-url.route.ts'
import { siteLanguageRoutes } from './site-language.route.ts'

/** The chrome area's routes, registered by server/app.ts as one plugin (issue 28 item 2). */
export async function chromeArea(app: FastifyInstance) {
  await app.register(faviconRoutes)
  await app.register(flagRoutes)
  await app.register(currencyRoutes)
  await app.register(siteLanguageRoutes)
  await app.register(footerRoutes)
  await app.register(friendlySearchUrlRoutes)
}
