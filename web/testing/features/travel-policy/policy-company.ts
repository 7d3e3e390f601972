import { expect } from 'vitest'
import { adminBrowser, createCompany } from '../../../../server/testing/company/company-test-kit.ts'
import { HOTEL_POLICY } from '../../../../server/testing/policies/policy.matrix.ts'
import type { TestApp } from '../../../../server/testing/test-app.ts'
import { json } from '../../../../server/testing/trips/trips-test-kit.ts'
import type { TOutOfPolicyHandling } from '../../../../shared/business/checkout-contract.ts'
import { POLICY_PATHS } from '../../../../shared/business/policy-contract.ts'

/**
 * A new company (with `features`) whose admin has set the policy matrix's hotel policy, out-of-policy
 * bookings handled by `handling` when given; the company and its admin, to set more.
 */
export async function companyWithHotelPolicy(
  t: TestApp,
  { features, handling }: { features?: string[]; handling?: TOutOfPolicyHandling } = {},
) {
  const company = await createCompany(t, features ? { features } : {})
  const admin = await adminBrowser(t, company)
  const policy = handling ? { ...HOTEL_POLICY, settings: { enabled: true, handling } } : HOTEL_POLICY
  const saved = await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), policy))
  expect(saved.statusCode, saved.body).toBe(200)
  return { company, admin }
}
