import type { FastifyInstance } from 'fastify'
import { isoDay } from '../../../shared/calendar-days.ts'
import { landingOfPath, type TLandingResponse } from '../../../shared/catalogue/landing-contract.ts'
import type { TSite } from '../../../shared/sites.ts'
import { allSites } from '../../plugins/brand-locale.ts'

export interface LandingPageState {
  content: TLandingResponse
  /** The page on each site of the brand (hreflang), and x-default without a site. */
  alternates: { hreflang: string; href: string }[]
}

/**
 * A landing page's content for the page the server renders (issue 27 item 2): undefined on other pages,
 * null when the path names no place (the page then answers 404).
 */
export function landingPageState(
  app: FastifyInstance,
  url: URL,
  site: TSite,
  currency: string,
): LandingPageState | null | undefined {
  const page = landingOfPath(url.pathname)
  if (!page) return undefined
  const today = isoDay(new Date())
  const content = app.services.landing.landing(page.kind, page.slug, currency, site.locale, today)
  if (!content) return null
  const at = `${url.origin}${url.pathname}`
  return {
    content,
    alternates: [
      ...allSites().map((s) => ({ hreflang: s.locale, href: `${at}?site=${s.site}` })),
      { hreflang: 'x-default', href: at },
    ],
  }
}
