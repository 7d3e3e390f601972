import { z } from 'zod'
import { ZPolicyVerdictSchema } from '../business/policy-schemas.ts'
import { placeCode as code, commaList, isoDate } from './query-fields.ts'
import { TRAIN_CLASSES, TRAIN_SEARCH_LIMITS, TRAIN_SORTS } from './train-search-rules.ts'

/**
 * Train search (issue 25 items 3 and 5, decision 082): the API's query and answer, in the flights API's
 * shape. A good search between places no railway joins answers 200 with no offers and `reason: noRail`.
 */
export * from './train-search-rules.ts'

const list = <T extends z.ZodType<unknown, string>>(item: T) =>
  commaList(item, { maxLength: 200, maxItems: 20 })

export const ZTrainSearchQuerySchema = z
  .object({
    from: code,
    to: code,
    depart: isoDate,
    return: isoDate.optional(),
    adults: z.coerce.number().int().min(1).max(TRAIN_SEARCH_LIMITS.maxTravellers).default(1),
    currency: code.optional(),
    sort: z.enum(TRAIN_SORTS).default('departure'),
    /** Only departures that sell one of these classes; their fares only. */
    classes: list(z.enum(TRAIN_CLASSES)).optional(),
    /** Only these trains (their brands: KTX, Nozomi, Eurostar…). */
    trains: list(z.string().regex(/^[A-Za-z0-9 -]{1,30}$/)).optional(),
    /** Business mode: only departures with a fare within the traveller's travel policy; those fares only. */
    policy: z.enum(['in']).optional(),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(TRAIN_SEARCH_LIMITS.maxLimit)
      .default(TRAIN_SEARCH_LIMITS.defaultLimit),
    offset: z.coerce.number().int().min(0).max(1_000).default(0),
  })
  .strict()
export type TTrainSearchQuery = z.infer<typeof ZTrainSearchQuerySchema>

const ZMoneySchema = z.object({ amount: z.number().int(), currency: z.string().length(3) })
const ZEndSchema = z.object({ code: z.string(), station: z.string() })

export const ZTrainOfferSchema = z.object({
  id: z.string(),
  operator: z.string(),
  /** "KTX 101", "Nozomi 21", "Eurostar 9014". */
  train: z.string(),
  from: ZEndSchema,
  to: ZEndSchema,
  /** Local times with their offsets. */
  departAt: z.string(),
  arriveAt: z.string(),
  durationMinutes: z.number().int().min(1),
  stops: z.number().int().min(0),
  /** The classes it sells (those the filter leaves), cheapest first. */
  fares: z
    .array(
      z.object({
        id: z.string(),
        travelClass: z.enum(TRAIN_CLASSES),
        perAdult: ZMoneySchema,
        total: ZMoneySchema,
        /** Business mode with a train policy: the traveller's verdict on this fare (its class, one adult's fare). */
        policy: ZPolicyVerdictSchema.nullable(),
      }),
    )
    .min(1),
  /**
   * Business mode with a train policy: the departure's verdict, its cheapest fare within the policy's
   * (else its cheapest fare's, with the reasons); null otherwise (decision 085).
   */
  policy: ZPolicyVerdictSchema.nullable(),
})
export type TTrainOffer = z.infer<typeof ZTrainOfferSchema>

const ZFacetValueSchema = z.object({ count: z.number().int(), minPrice: z.number().int().nullable() })

export const ZTrainSearchResponseSchema = z.object({
  offers: z.array(ZTrainOfferSchema),
  /** The return day's departures for a round trip, filtered and sorted alike; null for one way. */
  returnOffers: z.array(ZTrainOfferSchema).nullable(),
  /** Outbound departures the filters leave, before limit and offset. */
  total: z.number().int(),
  facets: z.object({
    classes: z.array(ZFacetValueSchema.extend({ code: z.enum(TRAIN_CLASSES) })),
    trains: z.array(ZFacetValueSchema.extend({ name: z.string() })),
    /** Departures with a fare within the traveller's policy; null outside business mode or without a policy. */
    inPolicy: ZFacetValueSchema.nullable(),
  }),
  currency: z.string().length(3),
  /** Why there are no trains at all (no railway joins the places); null otherwise. */
  reason: z.enum(['noRail']).nullable(),
})
export type TTrainSearchResponse = z.infer<typeof ZTrainSearchResponseSchema>
