import type { FastifyInstance } from 'fastify'
import { landingPath } from '../../../shared/catalogue/landing-contract.ts'
import { configuredOrigin } from '../auth/auth-reply.ts'

/** Pages every brand has, for search engines (the landing pages are added from the places data). */
const PAGES = [
  '/',
  '/flights',
  '/hotels',
  '/cars',
  '/trains',
  '/about',
  '/careers',
  '/press',
  '/investors',
].concat(['/packages', '/help', '/help/contact', '/terms-of-use', '/privacy'])

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * robots.txt and sitemap.xml (issue 27 item 2): the public pages of the brand the host names, the
 * landing pages included; accounts, business console, bookings and the API are not for crawlers.
 */
export async function seoRoutes(app: FastifyInstance) {
  // Both are cached by shared caches for an hour: their links name a configured origin, never the Host
  // header a request came with (a forged one would otherwise be served to everyone after it).
  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600')
    const base = configuredOrigin(app, request)
    return [
      'User-agent: *',
      'Disallow: /i/',
      'Disallow: /k/',
      'Disallow: /s/',
      'Disallow: /business/',
      'Disallow: /profile',
      'Disallow: /book/',
      'Disallow: /trips/',
      'Disallow: /flights/search',
      'Disallow: /hotels/search',
      'Disallow: /cars/search',
      'Disallow: /trains/search',
      '',
      `Sitemap: ${base}/sitemap.xml`,
      '',
    ].join('\n')
  })
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
    const base = configuredOrigin(app, request)
    const paths = [...PAGES, ...app.services.landing.slugs().map(({ kind, slug }) => landingPath(kind, slug))]
    const urls = paths.map((p) => `<url><loc>${xmlEscape(base + p)}</loc></url>`).join('')
    return `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>`
  })
}
