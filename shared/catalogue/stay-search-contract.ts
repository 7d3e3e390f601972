import { z } from 'zod'
import { ZPolicyVerdictSchema } from '../business/policy-schemas.ts'
import { placeCode as code, commaList, isoDate } from './query-fields.ts'
import {
  STAY_AMENITIES,
  STAY_BOARDS,
  STAY_ROOM_KINDS,
  STAY_SEARCH_LIMITS,
  STAY_SORTS,
} from './stay-search-rules.ts'

/**
 * Stay search (issue 25 items 1 and 5, decision 081): the API's query and answer, in the flights API's
 * shape (`{offers, total, facets, currency}`, filtered, counted and sorted on the server).
 */
export * from './stay-search-rules.ts'

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaList(item, { maxLength: 300, maxItems: 40 })

export const ZStaySearchQuerySchema = z
  .object({
    /** A city or airport code: an airport's city is searched. */
    destination: code,
    checkin: isoDate,
    checkout: isoDate,
    adults: z.coerce.number().int().min(1).max(STAY_SEARCH_LIMITS.maxAdults).default(2),
    rooms: z.coerce.number().int().min(1).max(STAY_SEARCH_LIMITS.maxRooms).default(1),
    currency: code.optional(),
    sort: z.enum(STAY_SORTS).default('recommended'),
    /** Highest price per night (all rooms, before taxes), in minor units of the answer's currency. */
    maxPrice: z.coerce.number().int().min(0).max(1e12).optional(),
    stars: list(z.enum(['1', '2', '3', '4', '5']).transform(Number)).optional(),
    /** Guest rating at least this, out of 10. */
    minRating: z.coerce.number().int().min(6).max(9).optional(),
    amenities: list(z.enum(STAY_AMENITIES)).optional(),
    /** Only rooms that can be cancelled free. */
    cancellation: z.enum(['free']).optional(),
    neighbourhoods: list(z.string().regex(/^[a-z0-9-]{1,40}$/)).optional(),
    /** Business mode: only properties whose shown rate is within the traveller's travel policy. */
    policy: z.enum(['in']).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(STAY_SEARCH_LIMITS.maxLimit)
      .default(STAY_SEARCH_LIMITS.defaultLimit),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict()
export type TStaySearchQuery = z.infer<typeof ZStaySearchQuerySchema>

const ZMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) })

export const ZStayPropertySchema = z.object({
  id: z.string(),
  name: z.string(),
  stars: z.number().int().min(1).max(5),
  /** Out of 10, one decimal. */
  rating: z.number().min(0).max(10),
  reviewCount: z.number().int().min(0),
  neighbourhood: z.object({ code: z.string(), name: z.string() }),
  distanceKm: z.number().min(0),
  amenities: z.array(z.enum(STAY_AMENITIES)),
})

export type TStayProperty = z.infer<typeof ZStayPropertySchema>

export const ZStayRateSchema = z.object({
  id: z.string(),
  room: z.enum(STAY_ROOM_KINDS),
  sleeps: z.number().int().min(1),
  board: z.enum(STAY_BOARDS),
  /** The last day (the property's date) it can be cancelled free; null: not refundable. */
  freeCancellationUntil: z.string().nullable(),
  price: z.object({
    /** Per night for every room, before taxes. */
    perNight: ZMoneySchema,
    /** Taxes and fees for the whole stay. */
    taxesAndFees: ZMoneySchema,
    /** perNight × nights + taxesAndFees. */
    total: ZMoneySchema,
  }),
})
export type TStayRate = z.infer<typeof ZStayRateSchema>

/** A property with its cheapest rate that meets the filters. */
export const ZStayOfferSchema = z.object({
  property: ZStayPropertySchema,
  rate: ZStayRateSchema,
  /** Rates of the property the filters leave. */
  rateCount: z.number().int().min(1),
  /**
   * Business mode with a hotel policy: the traveller's verdict on the shown rate (its price a night and
   * a room, the stars, the property, the city's cap; reasons as codes and figures in the answer's
   * currency); null otherwise (decision 085).
   */
  policy: ZPolicyVerdictSchema.nullable(),
})
export type TStayOffer = z.infer<typeof ZStayOfferSchema>

const ZFacetValueSchema = z.object({ count: z.number().int(), minPrice: z.number().int().nullable() })

export const ZStayFacetsSchema = z.object({
  /** Per night, over the properties the other filters leave. */
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  stars: z.array(ZFacetValueSchema.extend({ value: z.number().int() })),
  /** Properties rated at least `value`. */
  rating: z.array(ZFacetValueSchema.extend({ value: z.number().int() })),
  amenities: z.array(ZFacetValueSchema.extend({ code: z.enum(STAY_AMENITIES) })),
  freeCancellation: ZFacetValueSchema,
  neighbourhoods: z.array(ZFacetValueSchema.extend({ code: z.string(), name: z.string() })),
  /** Properties whose shown rate is within the traveller's policy; null outside business mode or without a policy. */
  inPolicy: ZFacetValueSchema.nullable(),
})
export type TStayFacets = z.infer<typeof ZStayFacetsSchema>

export const ZStaySearchResponseSchema = z.object({
  offers: z.array(ZStayOfferSchema),
  /** Properties the filters leave, before limit and offset. */
  total: z.number().int(),
  facets: ZStayFacetsSchema,
  currency: z.string().length(3),
  nights: z.number().int().min(1),
  /** The city searched, in the asked language. */
  place: z.object({ code: z.string(), name: z.string(), countryCode: z.string() }),
})
export type TStaySearchResponse = z.infer<typeof ZStaySearchResponseSchema>

/** A property's page (issue 25 item 1): `GET STAY_PROPERTY_API_PATH/:propertyId` with the stay's party. */
export const ZStayPropertyQuerySchema = z
  .object({
    checkin: isoDate,
    checkout: isoDate,
    adults: z.coerce.number().int().min(1).max(STAY_SEARCH_LIMITS.maxAdults).default(2),
    rooms: z.coerce.number().int().min(1).max(STAY_SEARCH_LIMITS.maxRooms).default(1),
    currency: code.optional(),
  })
  .strict()
export type TStayPropertyQuery = z.infer<typeof ZStayPropertyQuerySchema>

export const ZStayPropertyParamsSchema = z
  .object({ propertyId: z.string().regex(/^[A-Z]{3}\d{3}$/) })
  .strict()

export const ZStayPropertyResponseSchema = z.object({
  property: ZStayPropertySchema,
  /** Each room kind that holds the party, with its rates cheapest first. */
  rooms: z.array(
    z.object({
      room: z.enum(STAY_ROOM_KINDS),
      sleeps: z.number().int(),
      rates: z.array(ZStayRateSchema).min(1),
    }),
  ),
  currency: z.string().length(3),
  nights: z.number().int().min(1),
  place: z.object({ code: z.string(), name: z.string(), countryCode: z.string() }),
})
export type TStayPropertyResponse = z.infer<typeof ZStayPropertyResponseSchema>
