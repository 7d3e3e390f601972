import { POLICY_PATHS, POLICY_ROUTES } from '../../../shared/business/policy-contract.ts'
import { DEFAULT_POLICY } from '../../../shared/business/policy-engine.ts'
import type { TTravelPolicy } from '../../../shared/business/policy-schemas.ts'
import type { MatrixSample } from '../business-matrix/matrix-sample.ts'
import { json } from '../company/company-test-kit.ts'
import { isoDayIn } from '../iso-day.ts'

/** A hotel policy on: a budget, a star cap and a Paris nightly cap (the demo's five-star hotels exceed it). */
export const HOTEL_POLICY: TTravelPolicy = {
  settings: { enabled: true, handling: 'allowWithReason' },
  restrictions: {
    budget: { kind: 'fixed', amountMinor: 30_000 },
    maxClass: null,
    maxStars: 4,
    cityCaps: [{ destinationKey: 'paris', nightlyMinor: 20_000 }],
    minAdvanceDays: null,
  },
  preferences: { preferred: ['HBR'], preferredOnly: false },
  advancedRules: { overrides: [] },
}

/** A search a month ahead, so that it is always within the catalogue's window. */
export function hotelSearchQuery(now = new Date()): string {
  const day = (plus: number) => isoDayIn(plus, now)
  return `destination=paris&checkin=${day(30)}&checkout=${day(32)}`
}

/** Travel policies (decision 054): TRAVEL_POLICY_MANAGEMENT manages; members with badges read verdicts. */
export const POLICY_MATRIX: MatrixSample[] = [
  { method: 'GET', url: POLICY_ROUTES.policy, build: () => json('GET', POLICY_PATHS.policy('hotel')) },
  {
    method: 'PUT',
    url: POLICY_ROUTES.policy,
    build: () => json('PUT', POLICY_PATHS.policy('hotel'), { settings: HOTEL_POLICY.settings }),
  },
  {
    method: 'POST',
    url: POLICY_ROUTES.simulate,
    build: () => json('POST', POLICY_PATHS.simulate('hotel'), { ...DEFAULT_POLICY, ...HOTEL_POLICY }),
  },
  { method: 'GET', url: POLICY_ROUTES.sortOrder, build: () => json('GET', POLICY_PATHS.sortOrder) },
  {
    method: 'POST',
    url: POLICY_ROUTES.sortOrder,
    build: () =>
      json('POST', POLICY_PATHS.sortOrder, { inPolicyFirst: true, preferredFirst: false, by: 'cheapest' }),
  },
  {
    method: 'GET',
    url: POLICY_ROUTES.results,
    build: () => json('GET', `${POLICY_PATHS.results('hotel')}?${hotelSearchQuery()}`),
  },
]
