/*
 * Travel policies (issue 9, decision 054): per vertical, the company's settings, restrictions,
 * preferences and advanced rules (overrides per group and office), the offer attributes the rules read,
 * the reason codes of a verdict and the results' sort order. No zod, so results pages can read it.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import type { TPolicyVertical } from './policy-verticals.ts'

const COMPANY_API = '/i/api/business/company/v1'
const POLICY_API = '/i/api/business/policy/v1'

export const POLICY_PATHS = {
  /** GET (ours) the vertical's policy; PUT (spec) saves one or more of its sections. */
  policy: (vertical: string) => `${COMPANY_API}/settings/policies/${encodeURIComponent(vertical)}`,
  /** POST (ours): a draft of the vertical's policy against the company's bookings of the last 90 days. */
  simulate: (vertical: string) => `${POLICY_API}/simulate/${encodeURIComponent(vertical)}`,
  /** POST (spec) saves the company's default order of results; GET (ours) reads it. */
  sortOrder: `${COMPANY_API}/sortOrderSettings`,
  /** GET (ours): each offer of a search's results with the traveller's verdict, and the company's order. */
  results: (vertical: string) => `${POLICY_API}/results/${encodeURIComponent(vertical)}`,
} as const

export const POLICY_ROUTES = {
  policy: `${COMPANY_API}/settings/policies/:vertical`,
  simulate: `${POLICY_API}/simulate/:vertical`,
  sortOrder: `${COMPANY_API}/sortOrderSettings`,
  results: `${POLICY_API}/results/:vertical`,
} as const

export const POLICY_SECTION_KEYS = ['settings', 'restrictions', 'preferences', 'advancedRules'] as const
export type TPolicySectionKey = (typeof POLICY_SECTION_KEYS)[number]

/** Flight cabins and train classes, lowest first; a limit allows its class and those below. */
export const FLIGHT_CABINS = ['economy', 'premiumEconomy', 'business', 'first'] as const
export const TRAIN_CLASSES = ['standard', 'first'] as const
export const CAR_CLASSES = ['compact', 'suv', 'minivan'] as const

/** The classes a vertical's class limit chooses from, lowest first (hotels cap stars instead). */
export function classesOf(vertical: TPolicyVertical): readonly string[] {
  if (vertical === 'flight') return FLIGHT_CABINS
  if (vertical === 'train') return TRAIN_CLASSES
  if (vertical === 'car') return CAR_CLASSES
  return []
}

/**
 * Each class's place on its vertical's scale, lowest first (decision 085): the limits above and the
 * finer classes the searches sell (`TRAIN_CLASSES` and `CAR_CLASSES` of `shared/catalogue/`) on one
 * scale, so that a limit of standard rail travel leaves out standard plus, and one of SUVs leaves out
 * premium and luxury cars and vans (the policy's minivan).
 */
const ranks = (scale: readonly (readonly string[])[]): ReadonlyMap<string, number> =>
  new Map(scale.flatMap((names, rank) => names.map((name) => [name, rank] as const)))
const CLASS_RANKS: Record<TPolicyVertical, ReadonlyMap<string, number>> = {
  flight: ranks(FLIGHT_CABINS.map((cabin) => [cabin])),
  hotel: ranks([]),
  train: ranks([['standard'], ['standardPlus'], ['first'], ['business']]),
  car: ranks([
    ['mini'],
    ['economy'],
    ['compact'],
    ['intermediate'],
    ['standard'],
    ['fullsize'],
    ['suv'],
    ['premium'],
    ['luxury'],
    ['van', 'minivan'],
  ]),
}

/** A class's place on its vertical's scale (0 the lowest); null: not a class of that vertical. */
export function classRank(vertical: TPolicyVertical, travelClass: string | null): number | null {
  return travelClass === null ? null : (CLASS_RANKS[vertical].get(travelClass) ?? null)
}

/** Which part of an offer a preference names: airlines (flight), chains (hotel), vendors (car). */
export const PREFERENCE_KIND: Record<TPolicyVertical, 'airline' | 'chain' | 'vendor' | null> = {
  flight: 'airline',
  hotel: 'chain',
  car: 'vendor',
  train: null,
}

/** Budgets and caps are in the demo catalogue's currency; searches compare offers' prices in it (decision 085). */
export const POLICY_CURRENCY = 'USD'

export const POLICY_LIMITS = {
  budgetMaxMinor: 10_000_000,
  dynamicPercentMax: 300,
  advanceDaysMax: 365,
  cityCapsMax: 50,
  preferredMax: 30,
  overridesMax: 50,
  codeMaxLength: 10,
  /** The simulator looks back this far, and reads at most this many bookings (decision 054). */
  simulateDays: 90,
  simulateMaxBookings: 2_000,
  /** Bookings the simulator lists by name; the counts cover all it read. */
  simulateListed: 50,
} as const

/** Why an offer is out of policy; the client translates the code with its values. */
export const PolicyReasonCode = codes(
  'OVER_BUDGET',
  'OVER_CITY_CAP',
  'CLASS_ABOVE_LIMIT',
  'STARS_ABOVE_LIMIT',
  'TOO_LATE',
  'NOT_PREFERRED',
)
export type TPolicyReasonCode = TCodeOf<typeof PolicyReasonCode>

export const PolicyErrorCode = codes(
  'POLICY_VERTICAL_NOT_FOUND',
  'POLICY_INVALID',
  /** An override names a group or office that is not the company's. */
  'POLICY_TARGET_UNKNOWN',
  /** Car preferences need the CAR_PREFERENCES feature. */
  'POLICY_FEATURE_REQUIRED',
)

export const POLICY_MANAGE = { permissions: ['TRAVEL_POLICY_MANAGEMENT'] } as const

/** The results' order criteria after the policy's own (in policy first, preferred first). */
export const SORT_BY = ['cheapest', 'earliest', 'catalogue'] as const
export type TSortBy = (typeof SORT_BY)[number]
