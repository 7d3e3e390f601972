import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { BRAND_IDS } from '../../../shared/brands.ts'
import { chromeEndpoints as api } from '../../../shared/chrome/chrome-endpoints.ts'
import { SOCIAL_ICON_PATH, type TFooterContent } from '../../../shared/chrome/footer-schemas.ts'
import { ErrorCode } from '../../../shared/errors.ts'
import { LANGUAGES } from '../../../shared/sites.ts'
import type { AppConfig } from '../../config.ts'
import { route } from '../../plugins/endpoints.ts'
import { sendError } from '../../plugins/errors.ts'
import {
  presentFooterBrands,
  presentFooterSiteMapLinks,
  presentPrivacyMenu,
} from '../../presenters/footer.presenter.ts'
import { type FooterService, footerService } from '../../services/footer/footer.service.ts'
import { sendBytes } from '../send-bytes.ts'
import { isSocialName, socialIconSvg } from './social-icons.ts'

interface Precomputed {
  /** UTF-8, so that no answer encodes the string again (decision 064). */
  body: Buffer
  etag: string
}

function precompute(value: unknown): Precomputed {
  const json = JSON.stringify(value)
  return {
    body: Buffer.from(json),
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  }
}

/** True when the If-None-Match header names this strong tag (or *). */
function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match']
  if (!header) return false
  return header
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === etag || t === '*')
}

function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Precomputed,
  type: string,
  perBrand = true,
) {
  reply.header('etag', answer.etag).header('cache-control', 'public, max-age=300')
  // Brand comes from the host, language from the site cookie (or ?site=, part of the URL anyway).
  if (perBrand) reply.header('vary', 'Host, Cookie')
  if (matches(request, answer.etag)) return reply.code(304).send()
  return sendBytes(reply, type, answer.body)
}

/**
 * Where a sister brand is served: https on its host from BRAND_HOSTS; outside production, without one,
 * this server's own `?brand=` view of it (brand-locale's development switch).
 */
export function sisterBrandUrl(config: AppConfig): (name: string) => string | null {
  const hosts = new Map<string, string>()
  for (const [host, brand] of Object.entries(config.brandHosts)) if (!hosts.has(brand)) hosts.set(brand, host)
  return (name) => {
    const id = name.toLowerCase()
    if (!(BRAND_IDS as readonly string[]).includes(id)) return null
    const host = hosts.get(id)
    if (host) return `https://${host}/`
    return config.env === 'production' ? null : `/?brand=${id}`
  }
}

/**
 * The footer's three reads (spec section 7) and its social icons. Every answer is computed once at start
 * per brand and language, so a request costs a map lookup; no rate limit is needed for that.
 */
export async function footerRoutes(app: FastifyInstance, opts: { service?: FooterService } = {}) {
  const service = opts.service ?? footerService()
  const brandUrl = sisterBrandUrl(app.config)
  const answers = new Map<string, Record<'brands' | 'siteMapLinks' | 'privacyMenu', Precomputed>>()
  for (const brand of BRAND_IDS)
    for (const language of LANGUAGES) {
      const content: TFooterContent = service.content(brand, language)
      answers.set(`${brand}.${language}`, {
        brands: precompute(presentFooterBrands(content, brandUrl)),
        siteMapLinks: precompute(presentFooterSiteMapLinks(content)),
        privacyMenu: precompute(presentPrivacyMenu(content)),
      })
    }
  const answerFor = (request: FastifyRequest) => {
    const found = answers.get(`${request.brand.id}.${request.site.language}`)
    if (!found) throw new Error(`no footer answers for ${request.brand.id}.${request.site.language}`)
    return found
  }
  const json = 'application/json; charset=utf-8'
  // Each answer's ETag validates its bytes as made: the API's compression (decision 106) would send
  // other bytes under it.
  const asMade = { compress: false } as const

  // Sent as made, with their ETag (the declarations document them; they are not serialised again).
  const cached = <T>(which: 'brands' | 'siteMapLinks' | 'privacyMenu') =>
    (async (request: FastifyRequest, reply: FastifyReply) =>
      sendCached(request, reply, answerFor(request)[which], json)) as unknown as () => Promise<T>
  route(app, api.footerBrands, cached('brands'), asMade)
  route(app, api.footerSiteMapLinks, cached('siteMapLinks'), asMade)
  route(app, api.privacyMenu, cached('privacyMenu'), asMade)

  const icons = new Map<string, Precomputed>()
  app.get<{ Params: { file: string } }>(
    `${SOCIAL_ICON_PATH}/:file`,
    { schema: { hide: true } },
    async (request, reply) => {
      const name = request.params.file.replace(/\.svg$/, '')
      if (!request.params.file.endsWith('.svg') || !isSocialName(name))
        return sendError(reply, 404, ErrorCode.NOT_FOUND, 'No such social icon.')
      let icon = icons.get(name)
      if (!icon) {
        const body = socialIconSvg(name)
        icon = { body: Buffer.from(body), etag: precompute(body).etag }
        icons.set(name, icon)
      }
      return sendCached(request, reply, icon, 'image/svg+xml; charset=utf-8', false)
    },
  )
}
