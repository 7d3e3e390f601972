import { z } from 'zod'

/**
 * The landing pages the footer and the site map link (issue 27 item 2): "Flights to {city}", "Hotels in
 * {city}" and "Trips to {country}", made from the places data and the flight source. Their paths name the
 * place in English words (`/flights/to-new-york`, `/hotels/paris`, `/destinations/japan`).
 */
export const LANDING_API_PATH = '/i/api/catalogue/v1/landing'

export const LANDING_KINDS = ['flightsTo', 'hotelsIn', 'country'] as const
export type TLandingKind = (typeof LANDING_KINDS)[number]

/** A place's words in a path: lower case, accents dropped, one hyphen between words ("São Paulo" → "sao-paulo"). */
export function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/
const PATTERNS: Record<TLandingKind, RegExp> = {
  flightsTo: /^\/flights\/to-([a-z0-9-]+)\/?$/,
  hotelsIn: /^\/hotels\/([a-z0-9-]+)\/?$/,
  country: /^\/destinations\/([a-z0-9-]+)\/?$/,
}

export function landingPath(kind: TLandingKind, slug: string): string {
  if (kind === 'flightsTo') return `/flights/to-${slug}`
  return kind === 'hotelsIn' ? `/hotels/${slug}` : `/destinations/${slug}`
}

/** The landing page a path names, or null ("/hotels/search" is the stays' form, never a city). */
export function landingOfPath(pathname: string): { kind: TLandingKind; slug: string } | null {
  for (const kind of LANDING_KINDS) {
    const slug = PATTERNS[kind].exec(pathname)?.[1]
    if (slug && SLUG.test(slug) && !(kind === 'hotelsIn' && ['search', 'property'].includes(slug)))
      return { kind, slug }
  }
  return null
}

export const ZLandingQuerySchema = z
  .object({
    kind: z.enum(LANDING_KINDS),
    slug: z.string().max(60).regex(SLUG),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/)
      .optional(),
    /** A BCP 47 tag; "ko…" names places in Korean. Default: the site's. */
    locale: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .max(35)
      .optional(),
  })
  .strict()
export type TLandingQuery = z.infer<typeof ZLandingQuerySchema>

const ZLandingCitySchema = z.object({
  /** The city's IATA code (a metropolitan one where it has several airports). */
  code: z.string().regex(/^[A-Z]{3}$/),
  name: z.string(),
  slug: z.string(),
  countryCode: z.string().length(2),
})
export type TLandingCity = z.infer<typeof ZLandingCitySchema>

export const ZLandingResponseSchema = z.object({
  kind: z.enum(LANDING_KINDS),
  slug: z.string(),
  /** The city (flights to, hotels in) or the country (its code and name in the asked language). */
  place: ZLandingCitySchema,
  currency: z.string().length(3),
  /** Flights to: the busiest cities' round trips there (a week, in a month), with their typical prices. */
  routes: z.array(
    z.object({
      from: ZLandingCitySchema,
      depart: z.string(),
      return: z.string(),
      /** The middle half of the cheapest prices on eight reference dates, in minor units. */
      typicalLow: z.number().int(),
      typicalHigh: z.number().int(),
    }),
  ),
  /** A country's busiest cities; a city's page: the other cities of its country. */
  cities: z.array(ZLandingCitySchema),
})
export type TLandingResponse = z.infer<typeof ZLandingResponseSchema>
