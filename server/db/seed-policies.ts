import type { Kysely } from 'kysely'
import type { TSortOrder, TTravelPolicy } from '../../shared/business/policy-schemas.ts'
import type { TPolicyVertical } from '../../shared/business/policy-verticals.ts'
import type { DB } from './schema.ts'

const none = { preferred: [], preferredOnly: false }
const noRules = { overrides: [] }

/**
 * Northwind's travel policies (decision 054): sensible, and strict enough that some demo offers are out
 * of policy (the five-star hotels over the city caps, business class, the minivan).
 */
export const DEMO_POLICIES: Record<TPolicyVertical, TTravelPolicy> = {
  hotel: {
    settings: { enabled: true, handling: 'allowWithReason' },
    restrictions: {
      budget: { kind: 'fixed', amountMinor: 22_000 },
      maxClass: null,
      maxStars: 4,
      cityCaps: [
        { destinationKey: 'paris', nightlyMinor: 20_000 },
        { destinationKey: 'london', nightlyMinor: 21_000 },
        { destinationKey: 'seoul', nightlyMinor: 16_000 },
      ],
      minAdvanceDays: null,
    },
    preferences: { preferred: ['HBR'], preferredOnly: false },
    advancedRules: noRules,
  },
  flight: {
    settings: { enabled: true, handling: 'requireApproval' },
    restrictions: {
      budget: { kind: 'dynamic', percentAboveMedian: 20 },
      maxClass: 'premiumEconomy',
      maxStars: null,
      cityCaps: [],
      minAdvanceDays: 7,
    },
    preferences: { preferred: ['NW'], preferredOnly: false },
    advancedRules: noRules,
  },
  train: {
    settings: { enabled: true, handling: 'allowWithReason' },
    restrictions: {
      budget: { kind: 'fixed', amountMinor: 20_000 },
      maxClass: 'standard',
      maxStars: null,
      cityCaps: [],
      minAdvanceDays: null,
    },
    preferences: none,
    advancedRules: noRules,
  },
  car: {
    settings: { enabled: true, handling: 'allowWithReason' },
    restrictions: {
      budget: { kind: 'fixed', amountMinor: 8_000 },
      maxClass: 'suv',
      maxStars: null,
      cityCaps: [],
      minAdvanceDays: null,
    },
    preferences: { preferred: ['FWC'], preferredOnly: false },
    advancedRules: noRules,
  },
}

export const DEMO_SORT_ORDER: TSortOrder = { inPolicyFirst: true, preferredFirst: true, by: 'cheapest' }

/** Writes the demo company's policies and results order (within the seed's transaction). */
export async function seedDemoPolicies(db: Kysely<DB>, companyId: string): Promise<void> {
  await db
    .insertInto('company_travel_policies')
    .values(
      Object.entries(DEMO_POLICIES).map(([vertical, policy]) => ({
        company_id: companyId,
        vertical: vertical as TPolicyVertical,
        policy: JSON.stringify(policy),
      })),
    )
    .onConflict((oc) => oc.columns(['company_id', 'vertical']).doNothing())
    .execute()
  await db
    .insertInto('company_sort_orders')
    .values({ company_id: companyId, sort_order: JSON.stringify(DEMO_SORT_ORDER) })
    .onConflict((oc) => oc.column('company_id').doNothing())
    .execute()
}
