import { z } from 'zod'
import { SUGGESTION_LIMITS } from '../constants.ts'

/**
 * Place suggestions for the search box (issue 24 item 1, decision 070): airports and cities from the
 * vendored OpenFlights data and the curated cities of content/places/.
 */
export const PLACES_API_PATH = '/i/api/catalogue/v1/places'

export const PLACE_KINDS = ['city', 'airport'] as const
export type TPlaceKind = (typeof PLACE_KINDS)[number]

export const PLACES_LIMITS = {
  /** Longest query answered; a place name is never longer. */
  queryLength: 64,
  /** Suggestions by default and at most (spec section 9); a larger limit is capped, not refused. */
  defaultLimit: SUGGESTION_LIMITS.default,
  maxLimit: SUGGESTION_LIMITS.header,
} as const

export const ZPlacesQuerySchema = z
  .object({
    q: z.string().trim().min(1).max(PLACES_LIMITS.queryLength),
    /** A BCP 47 tag; "ko…" names places in Korean where a Korean name is known. Default: the site's. */
    locale: z
      .string()
      .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)
      .max(35)
      .optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .transform((n) => Math.min(n, PLACES_LIMITS.maxLimit))
      .default(PLACES_LIMITS.defaultLimit),
  })
  .strict()
export type TPlacesQuery = z.infer<typeof ZPlacesQuerySchema>

export const ZPlaceSchema = z.object({
  /** IATA code: an airport's, or a city's (a metropolitan code such as PAR where one exists). */
  code: z.string().regex(/^[A-Z]{3}$/),
  kind: z.enum(PLACE_KINDS),
  /** In the asked language where known, else English. */
  name: z.string(),
  cityName: z.string(),
  /** ISO 3166-1 alpha-2; the client names it with Intl.DisplayNames in its own language. */
  countryCode: z.string().regex(/^[A-Z]{2}$/),
})
export type TPlace = z.infer<typeof ZPlaceSchema>

export const ZPlacesResponseSchema = z.object({ places: z.array(ZPlaceSchema) })
export type TPlacesResponse = z.infer<typeof ZPlacesResponseSchema>
