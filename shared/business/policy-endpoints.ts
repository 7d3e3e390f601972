import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { ZSearchParamsSchema } from '../trips/catalogue-schemas.ts'
import { PolicyErrorCode as E, POLICY_MANAGE, POLICY_ROUTES } from './policy-contract.ts'
import {
  ZPolicyParamsSchema,
  ZPolicyResponseSchema,
  ZPolicyResultsResponseSchema,
  ZPolicySaveRequestSchema,
  ZSimulateRequestSchema,
  ZSimulateResponseSchema,
  ZSortOrderResponseSchema,
  ZSortOrderSchema,
} from './policy-schemas.ts'

const write = RATE_LIMITS.write
/** A vertical that is not one of the policies' names no policy. */
const notFound = { code: E.POLICY_VERTICAL_NOT_FOUND, description: 'No such policy.' }
const policyErrors = [E.POLICY_INVALID, E.POLICY_TARGET_UNKNOWN, E.POLICY_FEATURE_REQUIRED]

/**
 * Travel policies (decision 054): read and save a vertical's policy by section, simulate a draft on
 * the last 90 days' bookings, the company's results order, and the verdicts a results page shows.
 */
export const policyEndpoints = {
  policy: defineEndpoint({
    method: 'GET',
    path: POLICY_ROUTES.policy,
    summary: "The company's travel policy of a vertical",
    params: ZPolicyParamsSchema,
    response: ZPolicyResponseSchema,
    business: POLICY_MANAGE,
    notFound,
  }),
  save: defineEndpoint({
    method: 'PUT',
    path: POLICY_ROUTES.policy,
    summary: "Saves sections of the company's travel policy of a vertical",
    params: ZPolicyParamsSchema,
    body: ZPolicySaveRequestSchema,
    response: ZPolicyResponseSchema,
    business: POLICY_MANAGE,
    rateLimit: write,
    notFound,
    errors: policyErrors,
  }),
  // Each simulation reads up to 2,000 bookings: a few a minute are plenty for a draft being edited.
  simulate: defineEndpoint({
    method: 'POST',
    path: POLICY_ROUTES.simulate,
    summary: "A draft policy's verdicts on the company's bookings of the last 90 days",
    params: ZPolicyParamsSchema,
    body: ZSimulateRequestSchema,
    response: ZSimulateResponseSchema,
    business: POLICY_MANAGE,
    rateLimit: { max: 20, timeWindow: 60_000 },
    notFound,
    errors: policyErrors,
  }),
  sortOrder: defineEndpoint({
    method: 'GET',
    path: POLICY_ROUTES.sortOrder,
    summary: "The company's order of search results",
    response: ZSortOrderResponseSchema,
    business: POLICY_MANAGE,
  }),
  saveSortOrder: defineEndpoint({
    method: 'POST',
    path: POLICY_ROUTES.sortOrder,
    summary: "Sets the company's order of search results",
    body: ZSortOrderSchema,
    response: ZSortOrderResponseSchema,
    business: POLICY_MANAGE,
    rateLimit: write,
  }),
  // Any member: the verdicts are their own (or their traveller's); badges show with TRAVEL_POLICY_BADGES.
  // The query is the vertical's search, read by the catalogue's own parser (its shape depends on the vertical).
  results: defineEndpoint({
    method: 'GET',
    path: POLICY_ROUTES.results,
    summary: "The traveller's policy verdict on each offer of a search, and the company's order",
    params: ZSearchParamsSchema,
    response: ZPolicyResultsResponseSchema,
    business: { permissions: [] },
    rateLimit: { max: 120, timeWindow: 60_000 },
    notFound,
  }),
}
