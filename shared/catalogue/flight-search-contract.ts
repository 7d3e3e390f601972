import { z } from 'zod'
import { ZPolicyVerdictSchema } from '../business/policy-schemas.ts'
import {
  FARE_FAMILY_CODES,
  FLIGHT_CABINS,
  FLIGHT_SEARCH_LIMITS,
  FLIGHT_SORTS,
} from './flight-search-rules.ts'
import { placeCode as code, commaList, isoDate } from './query-fields.ts'

/**
 * Flight search (issue 24 items 3, 5 and 9; decision 071): the API's path, its query and answer, and
 * the rules a search must meet, used by the server and by the search box alike.
 */
export {
  FARE_FAMILY_CODES,
  FLIGHT_CABINS,
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
  FLIGHT_SEARCH_LIMITS,
  FLIGHT_SORTS,
  FlightSearchErrorCode,
  flightSearchProblem,
  legsOf,
  type TFlightLegSearch,
  type TFlightSearchErrorCode,
} from './flight-search-rules.ts'

const count = (min: number, fallback: number) => z.coerce.number().int().min(min).max(9).default(fallback)
const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaList(item, { maxLength: 200, maxItems: 40 })
const hours = z
  .string()
  .regex(/^\d{1,2}-\d{1,2}$/)
  .transform((s) => s.split('-').map(Number) as [number, number])
  .refine(([a, b]) => a >= 0 && b <= 24 && a < b, 'hours from 0 to 24, the first before the second')

/** One leg of a multi-city search: `ICN-NRT-2026-12-01`. */
const leg = z
  .string()
  .regex(/^[A-Za-z]{3}-[A-Za-z]{3}-\d{4}-\d{2}-\d{2}$/)
  .transform((s) => ({
    from: s.slice(0, 3).toUpperCase(),
    to: s.slice(4, 7).toUpperCase(),
    date: s.slice(8),
  }))

/** Departure and arrival hour windows per leg (local hours, `6-12`), as the filters send them. */
const windowFields = {
  depart0: hours.optional(),
  arrive0: hours.optional(),
  depart1: hours.optional(),
  arrive1: hours.optional(),
  depart2: hours.optional(),
  arrive2: hours.optional(),
  depart3: hours.optional(),
  arrive3: hours.optional(),
  depart4: hours.optional(),
  arrive4: hours.optional(),
}
export type TWindowField = keyof typeof windowFields

export const ZFlightSearchQuerySchema = z
  .object({
    from: code.optional(),
    to: code.optional(),
    depart: isoDate.optional(),
    return: isoDate.optional(),
    /** Multi-city instead of from/to/depart/return: 2 to 5 legs, comma-separated. */
    legs: z
      .string()
      .max(200)
      .transform((s) => s.split(','))
      .pipe(z.array(leg).min(FLIGHT_SEARCH_LIMITS.minLegs).max(FLIGHT_SEARCH_LIMITS.maxLegs))
      .optional(),
    adults: count(1, 1),
    children: count(0, 0),
    infants: count(0, 0),
    cabin: z.enum(FLIGHT_CABINS).default('economy'),
    currency: code.optional(),
    sort: z.enum(FLIGHT_SORTS).default('best'),
    /** Stops allowed: 0, 1 and 2 (two or more); any when absent. */
    stops: list(z.enum(['0', '1', '2']).transform(Number)).optional(),
    airlines: list(z.string().regex(/^[A-Z0-9]{2}$/)).optional(),
    alliances: list(z.string().regex(/^[a-z]{2,20}$/)).optional(),
    /** Longest total time of each leg, minutes. */
    maxDuration: z.coerce.number().int().min(30).max(5000).optional(),
    /** Highest total price, in minor units of the answer's currency. */
    maxPrice: z.coerce.number().int().min(0).max(1e12).optional(),
    /** Only fares with a checked bag. */
    bags: z.enum(['checked']).optional(),
    /** Business mode: only offers within the traveller's travel policy. */
    policy: z.enum(['in']).optional(),
    ...windowFields,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(FLIGHT_SEARCH_LIMITS.maxLimit)
      .default(FLIGHT_SEARCH_LIMITS.defaultLimit),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict()
  .refine((q) => (q.legs ? !q.from && !q.to && !q.depart && !q.return : q.from && q.to && q.depart), {
    message: 'either from, to and depart (and return), or legs',
  })
export type TFlightSearchQuery = z.infer<typeof ZFlightSearchQuerySchema>

const ZMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) })

export const ZFlightSegmentSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Local time with its offset, e.g. 2026-12-01T07:15:00+09:00. */
  departAt: z.string(),
  arriveAt: z.string(),
  carrier: z.string(),
  carrierName: z.string(),
  flightNumber: z.string(),
  durationMinutes: z.number().int(),
})

export const ZFlightLegSchema = z.object({
  from: z.string(),
  to: z.string(),
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().int(),
  stops: z.number().int().min(0),
  segments: z.array(ZFlightSegmentSchema).min(1),
})

export const ZFlightOfferSchema = z.object({
  id: z.string(),
  legs: z.array(ZFlightLegSchema).min(1),
  cabin: z.enum(FLIGHT_CABINS),
  fareFamily: z.object({
    code: z.enum(FARE_FAMILY_CODES),
    checkedBags: z.number().int().min(0),
    changes: z.enum(['none', 'fee', 'free']),
    refundable: z.boolean(),
  }),
  price: z.object({ perAdult: ZMoneySchema, total: ZMoneySchema }),
  /** Marketing carriers, in flight order, once each. */
  carriers: z.array(z.string()).min(1),
  alliance: z.string().nullable(),
  /** An estimate per traveller (decision 071: the UK government's conversion factors, with radiative forcing). */
  /** Business mode with a travel policy: the traveller's verdict (reasons as codes and figures). */
  policy: ZPolicyVerdictSchema.nullable(),
  emissions: z.object({
    kgPerTraveller: z.number().int().min(0),
    /** Against the median of this search's offers: -12 means 12% less. */
    percentVsTypical: z.number().int(),
  }),
})
export type TFlightOffer = z.infer<typeof ZFlightOfferSchema>

const ZFacetValueSchema = z.object({ count: z.number().int(), minPrice: z.number().int().nullable() })

export const ZFlightFacetsSchema = z.object({
  stops: z.array(ZFacetValueSchema.extend({ value: z.number().int() })),
  airlines: z.array(ZFacetValueSchema.extend({ code: z.string(), name: z.string() })),
  alliances: z.array(ZFacetValueSchema.extend({ code: z.string(), name: z.string() })),
  /** Total time of the longest leg, minutes, over the offers the other filters leave. */
  duration: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  checkedBag: ZFacetValueSchema,
  /** Offers within the traveller's policy; null outside business mode or without a policy. */
  inPolicy: ZFacetValueSchema.nullable(),
})

export const ZFlightPlaceSchema = z.object({
  name: z.string(),
  cityName: z.string(),
  countryCode: z.string(),
  timeZone: z.string(),
})

export const ZFlightSearchResponseSchema = z.object({
  offers: z.array(ZFlightOfferSchema),
  /** Offers the filters leave, before limit and offset. */
  total: z.number().int(),
  facets: ZFlightFacetsSchema,
  currency: z.string().length(3),
  /** The places named in the offers, by code, in the asked language. */
  places: z.record(z.string(), ZFlightPlaceSchema),
})
export type TFlightSearchResponse = z.infer<typeof ZFlightSearchResponseSchema>

export const ZFlightCalendarQuerySchema = z
  .object({
    from: code,
    to: code,
    depart: isoDate,
    return: isoDate.optional(),
    adults: count(1, 1),
    children: count(0, 0),
    infants: count(0, 0),
    cabin: z.enum(FLIGHT_CABINS).default('economy'),
    currency: code.optional(),
  })
  .strict()
export type TFlightCalendarQuery = z.infer<typeof ZFlightCalendarQuerySchema>

export const PRICE_LEVELS = ['low', 'typical', 'high'] as const

export const ZFlightCalendarResponseSchema = z.object({
  currency: z.string().length(3),
  /** Departure (and return, the trip as long) three days either side; the cheapest total, null when none. */
  days: z.array(
    z.object({ depart: z.string(), return: z.string().nullable(), minPrice: z.number().int().nullable() }),
  ),
  /** Today's cheapest against the route's typical range (the middle half of the cheapest prices on eight reference dates). */
  insight: z
    .object({
      level: z.enum(PRICE_LEVELS),
      cheapest: z.number().int(),
      typicalLow: z.number().int(),
      typicalHigh: z.number().int(),
    })
    .nullable(),
})
export type TFlightCalendarResponse = z.infer<typeof ZFlightCalendarResponseSchema>
