import { z } from 'zod'
import { ZPolicyVerdictSchema } from '../business/policy-schemas.ts'
import {
  CAR_CLASSES,
  CAR_FUEL_POLICIES,
  CAR_FUELS,
  CAR_PICKUP_KINDS,
  CAR_SEARCH_LIMITS,
  CAR_SORTS,
  CAR_TRANSMISSIONS,
} from './car-search-rules.ts'
import { placeCode as code, commaList } from './query-fields.ts'

/**
 * Car rental search (issue 25 item 2, decision 083): the API's query and answer, in the stays API's
 * shape (`{offers, total, facets, currency}`, filtered, counted and sorted on the server). Every word a
 * page shows is a code it names in the visitor's language; names of places come in the asked language.
 */
export * from './car-search-rules.ts'

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaList(item, { maxLength: 200, maxItems: 20 })

/** A local date and time, yyyy-mm-ddTHH:MM (whether the day exists is the search's problem, named). */
const localDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/)

export const ZCarSearchQuerySchema = z
  .object({
    /** A city or airport code: a city's airports and town offices, or one airport's desks and its city's offices. */
    pickupPlace: code,
    /** Where the car is returned; none: where it was picked up. Another city must be in the same country. */
    dropoffPlace: code.optional(),
    /** When the car is picked up and dropped off, local times of their places: 2027-01-10T10:00. */
    pickup: localDateTime,
    dropoff: localDateTime,
    /** Whether it is a driver's age (18-99) is the search's problem, so that the answer can say so. */
    driverAge: z.coerce.number().int().min(0).max(200).default(CAR_SEARCH_LIMITS.defaultDriverAge),
    currency: code.optional(),
    sort: z.enum(CAR_SORTS).default('recommended'),
    classes: list(z.enum(CAR_CLASSES)).optional(),
    /** Suppliers' codes. */
    suppliers: list(
      z
        .string()
        .regex(/^[A-Za-z]{2}$/)
        .transform((s) => s.toUpperCase()),
    ).optional(),
    transmission: z.enum(CAR_TRANSMISSIONS).optional(),
    /** Cars with at least this many seats. */
    minSeats: z.coerce.number().int().min(2).max(9).optional(),
    /** Only cars without a limit on kilometres. */
    mileage: z.enum(['unlimited']).optional(),
    pickupKind: z.enum(CAR_PICKUP_KINDS).optional(),
    /** Highest price per day (before taxes and fees), in minor units of the answer's currency. */
    maxPrice: z.coerce.number().int().min(0).max(1e12).optional(),
    /** Business mode: only cars within the traveller's travel policy. */
    policy: z.enum(['in']).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(CAR_SEARCH_LIMITS.maxLimit)
      .default(CAR_SEARCH_LIMITS.defaultLimit),
    offset: z.coerce.number().int().min(0).max(10_000).default(0),
  })
  .strict()
  // The search reads a rental as its places, its days and its times of day (TCarWhere).
  .transform(({ pickupPlace, dropoffPlace, pickup, dropoff, ...rest }) => ({
    ...rest,
    pickup: pickupPlace,
    dropoff: dropoffPlace,
    pickupDate: pickup.slice(0, 10),
    pickupTime: pickup.slice(11, 16),
    dropoffDate: dropoff.slice(0, 10),
    dropoffTime: dropoff.slice(11, 16),
  }))
export type TCarSearchQuery = z.output<typeof ZCarSearchQuerySchema>
/** The API's query names (the issue's): pickupPlace, dropoffPlace, pickup and dropoff as local date-times. */
export type TCarSearchQueryInput = z.input<typeof ZCarSearchQuerySchema>

const ZMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) })

export const ZCarLocationSchema = z.object({
  kind: z.enum(CAR_PICKUP_KINDS),
  /** The airport's code, or the city's code and the district of a town office: "NRT", "TYO.shinjuku". */
  code: z.string(),
  /** The airport's or the district's name, in the asked language. */
  name: z.string(),
  /** The airport's code, or the city's for a town office. */
  placeCode: z.string(),
  cityName: z.string(),
})
export type TCarLocation = z.infer<typeof ZCarLocationSchema>

export const ZCarOfferSchema = z.object({
  id: z.string(),
  supplier: z.object({
    code: z.string(),
    name: z.string(),
    /** Renters' rating out of 10, one decimal. */
    rating: z.number().min(0).max(10),
  }),
  car: z.object({
    acriss: z.string().regex(/^[A-Z]{4}$/),
    class: z.enum(CAR_CLASSES),
    /** A make and model of the class ("Toyota Corolla"); the page adds "or similar" in its language. */
    exampleModel: z.string(),
    transmission: z.enum(CAR_TRANSMISSIONS),
    seats: z.number().int().min(1),
    /** Large suitcases. */
    bags: z.number().int().min(0),
    doors: z.number().int().min(2),
    airConditioning: z.boolean(),
    fuel: z.enum(CAR_FUELS),
  }),
  pickup: ZCarLocationSchema,
  dropoff: ZCarLocationSchema,
  /** Local times with their offsets. */
  pickupAt: z.string(),
  dropoffAt: z.string(),
  mileage: z.object({
    unlimited: z.boolean(),
    /** Kilometres included for the whole rental; null when unlimited. */
    includedKm: z.number().int().min(0).nullable(),
  }),
  fuelPolicy: z.enum(CAR_FUEL_POLICIES),
  /** The last moment (local time at pick-up, with its offset) it can be cancelled free; null: not refundable. */
  freeCancellationUntil: z.string().nullable(),
  price: z.object({
    /** Per day, before taxes and fees. */
    perDay: ZMoneySchema,
    /** Taxes and fees (an airport's concession fee among them) for the whole rental. */
    taxesAndFees: ZMoneySchema,
    /** Dropping off in another city; null when returned in the same city. */
    oneWayFee: ZMoneySchema.nullable(),
    /** A driver under 25; null otherwise. */
    youngDriverFee: ZMoneySchema.nullable(),
    /** perDay × days + taxesAndFees + oneWayFee + youngDriverFee. */
    total: ZMoneySchema,
  }),
  /**
   * Business mode with a car policy: the traveller's verdict (the class, the price a day before taxes
   * and fees, the supplier; reasons as codes and figures in the answer's currency); null otherwise
   * (decision 085).
   */
  policy: ZPolicyVerdictSchema.nullable(),
})
export type TCarOffer = z.infer<typeof ZCarOfferSchema>

const ZFacetValueSchema = z.object({ count: z.number().int(), minPrice: z.number().int().nullable() })

/** Counts of offers per value over what the other filters leave, with the lowest price per day. */
export const ZCarFacetsSchema = z.object({
  price: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
  classes: z.array(ZFacetValueSchema.extend({ code: z.enum(CAR_CLASSES), acriss: z.string() })),
  suppliers: z.array(ZFacetValueSchema.extend({ code: z.string(), name: z.string() })),
  transmission: z.array(ZFacetValueSchema.extend({ code: z.enum(CAR_TRANSMISSIONS) })),
  /** Cars with at least `value` seats. */
  seats: z.array(ZFacetValueSchema.extend({ value: z.number().int() })),
  /** What ticking "unlimited mileage" would leave. */
  unlimitedMileage: ZFacetValueSchema,
  pickupKinds: z.array(ZFacetValueSchema.extend({ code: z.enum(CAR_PICKUP_KINDS) })),
  /** Cars within the traveller's policy; null outside business mode or without a policy. */
  inPolicy: ZFacetValueSchema.nullable(),
})
export type TCarFacets = z.infer<typeof ZCarFacetsSchema>

const ZCarPlaceSchema = z.object({ code: z.string(), name: z.string(), countryCode: z.string() })

export const ZCarSearchResponseSchema = z.object({
  offers: z.array(ZCarOfferSchema),
  /** Offers the filters leave, before limit and offset. */
  total: z.number().int(),
  facets: ZCarFacetsSchema,
  currency: z.string().length(3),
  /** Days charged. */
  days: z.number().int().min(1),
  /** Whether the car is returned in another city (a one-way fee applies). */
  oneWay: z.boolean(),
  /** The cities of pick-up and drop-off, in the asked language. */
  pickupPlace: ZCarPlaceSchema,
  dropoffPlace: ZCarPlaceSchema,
  /** Why there are no cars at all (no road joins the pick-up and the drop-off: an island); null otherwise. */
  reason: z.enum(['noRoad']).nullable(),
})
export type TCarSearchResponse = z.infer<typeof ZCarSearchResponseSchema>
