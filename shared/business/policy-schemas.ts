import { z } from 'zod'
import { CHECKOUT_LIMITS, OUT_OF_POLICY_HANDLING } from './checkout-contract.ts'
import {
  CAR_CLASSES,
  FLIGHT_CABINS,
  POLICY_LIMITS,
  PolicyReasonCode,
  SORT_BY,
  TRAIN_CLASSES,
} from './policy-contract.ts'
import { ZPolicyReasonValuesSchema } from './policy-reason-schemas.ts'
import { POLICY_VERTICALS } from './policy-verticals.ts'

/** Travel policies (decision 054): the model per vertical, its calls and the verdicts offers carry. */

export const ZPolicyParamsSchema = z.object({ vertical: z.enum(POLICY_VERTICALS) }).strict()

const money = z.number().int().min(0).max(POLICY_LIMITS.budgetMaxMinor)
const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,10}$/)
  .transform((value) => value.toUpperCase())
const placeKey = z.string().regex(/^[a-z][a-z-]{1,39}$/)
const CLASSES = [...new Set([...FLIGHT_CABINS, ...TRAIN_CLASSES, ...CAR_CLASSES])] as [string, ...string[]]

export const ZPolicySettingsSchema = z
  .object({ enabled: z.boolean(), handling: z.enum(OUT_OF_POLICY_HANDLING) })
  .strict()
export type TPolicySettings = z.infer<typeof ZPolicySettingsSchema>

/** Budgets are per unit: a night (hotel), a day (car), a trip (flight, train). */
export const ZPolicyBudgetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }).strict(),
  z.object({ kind: z.literal('fixed'), amountMinor: money }).strict(),
  z
    .object({
      kind: z.literal('dynamic'),
      /** The median of the search's comparable offers plus this percentage. */
      percentAboveMedian: z.number().int().min(0).max(POLICY_LIMITS.dynamicPercentMax),
    })
    .strict(),
])
export type TPolicyBudget = z.infer<typeof ZPolicyBudgetSchema>

export const ZPolicyRestrictionsSchema = z
  .object({
    budget: ZPolicyBudgetSchema,
    /** Flight cabin, train class or car class: the highest allowed; null: any. */
    maxClass: z.enum(CLASSES).nullable(),
    /** Hotels: the highest star rating allowed; null: any. */
    maxStars: z.number().int().min(1).max(5).nullable(),
    /** Hotels: a nightly cap per city, which replaces the budget there when lower. */
    cityCaps: z
      .array(z.object({ destinationKey: placeKey, nightlyMinor: money }).strict())
      .max(POLICY_LIMITS.cityCapsMax)
      .refine((caps) => new Set(caps.map((c) => c.destinationKey)).size === caps.length, 'one cap a city'),
    /** Booked at least this many days before it starts; null: any time. */
    minAdvanceDays: z.number().int().min(0).max(POLICY_LIMITS.advanceDaysMax).nullable(),
  })
  .strict()
export type TPolicyRestrictions = z.infer<typeof ZPolicyRestrictionsSchema>

export const ZPolicyPreferencesSchema = z
  .object({
    /** Airline codes, hotel chain codes or car vendor codes, by vertical. */
    preferred: z
      .array(code)
      .max(POLICY_LIMITS.preferredMax)
      .refine((codes) => new Set(codes).size === codes.length, 'no repeats'),
    /** True: an offer from anyone else is out of policy. */
    preferredOnly: z.boolean(),
  })
  .strict()
export type TPolicyPreferences = z.infer<typeof ZPolicyPreferencesSchema>

/** An override replaces the restrictions (and the handling, when given) for a group's or office's members. */
export const ZPolicyOverrideSchema = z
  .object({
    scope: z.enum(['group', 'office']),
    targetId: z.uuid(),
    handling: z.enum(OUT_OF_POLICY_HANDLING).nullable(),
    restrictions: ZPolicyRestrictionsSchema,
  })
  .strict()
export type TPolicyOverride = z.infer<typeof ZPolicyOverrideSchema>

export const ZPolicyAdvancedRulesSchema = z
  .object({ overrides: z.array(ZPolicyOverrideSchema).max(POLICY_LIMITS.overridesMax) })
  .strict()
  .refine(
    (rules) =>
      new Set(rules.overrides.map((o) => `${o.scope}:${o.targetId}`)).size === rules.overrides.length,
    'one override a group or office',
  )
export type TPolicyAdvancedRules = z.infer<typeof ZPolicyAdvancedRulesSchema>

export const ZTravelPolicySchema = z
  .object({
    settings: ZPolicySettingsSchema,
    restrictions: ZPolicyRestrictionsSchema,
    preferences: ZPolicyPreferencesSchema,
    advancedRules: ZPolicyAdvancedRulesSchema,
  })
  .strict()
export type TTravelPolicy = z.infer<typeof ZTravelPolicySchema>

/** PUT settings/policies/{vertical}: any of the sections; those absent keep their saved value. */
export const ZPolicySaveRequestSchema = ZTravelPolicySchema.partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'at least one section')
export type TPolicySaveRequest = z.infer<typeof ZPolicySaveRequestSchema>

export const ZPolicyResponseSchema = z.object({
  vertical: z.enum(POLICY_VERTICALS),
  policy: ZTravelPolicySchema,
  updatedAt: z.string().nullable(),
  /** The company's groups and offices that overrides may name. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  offices: z.array(z.object({ id: z.string(), name: z.string() })),
})
export type TPolicyResponse = z.infer<typeof ZPolicyResponseSchema>

export const ZPolicyReasonSchema = z.object({
  code: z.enum(Object.values(PolicyReasonCode) as [string, ...string[]]),
  values: ZPolicyReasonValuesSchema,
})

export const ZPolicyVerdictSchema = z.object({
  status: z.enum(['in', 'out']),
  handling: z.enum(OUT_OF_POLICY_HANDLING),
  reasons: z.array(ZPolicyReasonSchema),
  budgetMinor: z.number().int().nullable(),
})

/** The policy check's section of the checkout quote. */
export const ZPolicyQuoteSectionSchema = z.object({
  verdict: ZPolicyVerdictSchema,
  reasonRequired: z.boolean(),
  blocked: z.boolean(),
  reasonMinLength: z.literal(CHECKOUT_LIMITS.reasonMinLength),
})
export type TPolicyQuoteSection = z.infer<typeof ZPolicyQuoteSectionSchema>

export const ZSimulateRequestSchema = ZTravelPolicySchema
export type TSimulateRequest = z.infer<typeof ZSimulateRequestSchema>

export const ZSimulatedBookingSchema = z.object({
  eventId: z.string(),
  title: z.string(),
  travelerName: z.string(),
  bookedAt: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  recordedStatus: z.enum(['in', 'out']).nullable(),
  simulatedStatus: z.enum(['in', 'out']),
  reasons: z.array(ZPolicyReasonSchema),
})
export type TSimulatedBooking = z.infer<typeof ZSimulatedBookingSchema>

export const ZSimulateResponseSchema = z.object({
  days: z.number().int(),
  /** Bookings read (capped at simulateMaxBookings, the newest first); truncated: there were more. */
  total: z.number().int(),
  truncated: z.boolean(),
  outOfPolicy: z.number().int(),
  /** In policy as recorded, out under the draft; and the other way round. */
  newlyOut: z.number().int(),
  newlyIn: z.number().int(),
  /** Bookings of other catalogue versions, which cannot be rebuilt. */
  skipped: z.number().int(),
  bookings: z.array(ZSimulatedBookingSchema),
})
export type TSimulateResponse = z.infer<typeof ZSimulateResponseSchema>

export const ZSortOrderSchema = z
  .object({ inPolicyFirst: z.boolean(), preferredFirst: z.boolean(), by: z.enum(SORT_BY) })
  .strict()
export type TSortOrder = z.infer<typeof ZSortOrderSchema>
export const ZSortOrderResponseSchema = z.object({ sortOrder: ZSortOrderSchema })
export type TSortOrderResponse = z.infer<typeof ZSortOrderResponseSchema>

/** The results' policy call: the traveller's verdict on each offer, whether it is preferred, the order. */
export const ZPolicyResultsResponseSchema = z.object({
  enabled: z.boolean(),
  /** The company shows badges (TRAVEL_POLICY_BADGES); the order applies either way. */
  badges: z.boolean(),
  offers: z.array(z.object({ offerId: z.string(), verdict: ZPolicyVerdictSchema, preferred: z.boolean() })),
  sortOrder: ZSortOrderSchema,
})
export type TPolicyResultsResponse = z.infer<typeof ZPolicyResultsResponseSchema>
