import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import brandsJson from '../../content/brands.json' with { type: 'json' }
import currenciesJson from '../../content/currencies.json' with { type: 'json' }
import sitesJson from '../../content/sites.json' with { type: 'json' }
import { brandName, type TBrand, type TBrandId, ZBrandSchema } from '../../shared/brands.ts'
import { ZCurrencyCatalogueSchema } from '../../shared/pickers/picker-schemas.ts'
import { DEFAULT_SITE, type TSite, ZSiteSchema } from '../../shared/sites.ts'

export const SITE_COOKIE = 'fw_site'
export const CURRENCY_COOKIE = 'fw_currency'

// Content is data: checked once at start so a bad edit fails the boot, not a page.
const BRANDS = new Map<TBrandId, TBrand>(
  ZBrandSchema.array()
    .parse(brandsJson)
    .map((b) => [b.id, b]),
)
const SITES = new Map<string, TSite>(
  ZSiteSchema.array()
    .parse(sitesJson)
    .map((s) => [s.site, s]),
)
const CURRENCY_CATALOGUE = ZCurrencyCatalogueSchema.parse(currenciesJson)
const CURRENCIES = new Set(CURRENCY_CATALOGUE.all)
for (const site of SITES.values()) {
  if (!CURRENCIES.has(site.currency)) throw new Error(`content/currencies.json lacks ${site.currency}`)
}

/** The currencies the site offers (content/currencies.json): the picker's lists and the only valid choices. */
export function currencyCatalogue(): { top: readonly string[]; all: readonly string[] } {
  return CURRENCY_CATALOGUE
}

export function isKnownCurrency(code: string): boolean {
  return CURRENCIES.has(code)
}

/** The site of a locale (a business member's language, decision 025). */
export function siteForLocale(locale: string): TSite | undefined {
  return [...SITES.values()].find((s) => s.locale === locale)
}

/** The currency this browser session chose ("no" in the save popup, decision 025), if any and known. */
export function sessionCurrency(request: FastifyRequest): string | null {
  const chosen = request.cookies[CURRENCY_COOKIE]
  return chosen && CURRENCIES.has(chosen) ? chosen : null
}

export function getBrand(id: TBrandId): TBrand {
  const brand = BRANDS.get(id) ?? BRANDS.get(brandName(null))
  if (!brand) throw new Error('content/brands.json lacks the default brand')
  return brand
}

export function allSites(): TSite[] {
  return [...SITES.values()]
}

function hostOf(request: FastifyRequest): string {
  return (request.hostname ?? '').split(':')[0]?.toLowerCase() ?? ''
}

async function brandLocalePlugin(app: FastifyInstance) {
  const { config } = app
  app.decorateRequest('brand', null as unknown as TBrand)
  app.decorateRequest('site', null as unknown as TSite)
  app.decorateRequest('currency', '')

  app.addHook('onRequest', async (request, reply) => {
    const host = hostOf(request)
    const query = request.query as Record<string, unknown>
    let brandId: TBrandId = brandName(config.brandHosts[host])
    if (config.env !== 'production') {
      // Development conveniences: ?brand=skylark and skylark.localhost.
      const sub = host.endsWith('.localhost') ? host.slice(0, -'.localhost'.length) : null
      if (sub) brandId = brandName(sub)
      if (typeof query.brand === 'string') brandId = brandName(query.brand)
    }
    request.brand = getBrand(brandId)

    let site: TSite | undefined
    if (typeof query.site === 'string' && SITES.has(query.site)) {
      site = SITES.get(query.site)
      reply.setCookie(SITE_COOKIE, query.site, {
        path: '/',
        sameSite: 'lax',
        maxAge: 365 * 86400,
        httpOnly: true,
        secure: config.publicOrigin.startsWith('https://'),
      })
    }
    site ??=
      SITES.get(request.cookies[SITE_COOKIE] ?? '') ??
      SITES.get(request.brand.defaultSite) ??
      SITES.get(DEFAULT_SITE)
    if (!site) throw new Error('content/sites.json lacks the default site')
    request.site = site
    request.currency = sessionCurrency(request) ?? site.currency
  })
}

export default fp(brandLocalePlugin, { name: 'brand-locale' })
