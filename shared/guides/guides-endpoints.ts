import { defineEndpoint } from '../endpoint.ts'
import { RATE_LIMITS } from '../rate-limits.ts'
import { GuidesErrorCode as E, GUIDES_ROUTES } from './guides-contract.ts'
import {
  ZCreateGuidebookRequestSchema,
  ZDeleteGuidebookResponseSchema,
  ZGuidebookListResponseSchema,
  ZGuidebookParamsSchema,
  ZGuidebookResponseSchema,
  ZUpdateGuidebookRequestSchema,
} from './guides-schemas.ts'

/** Per-IP limits per minute: creating is the costly call (a row and a lock), the rest are lighter. */
export const GUIDES_RATE_LIMITS = {
  read: { max: 120, timeWindow: 60_000 },
  create: { max: 20, timeWindow: 60_000 },
  write: RATE_LIMITS.write,
} as const

/** A malformed id reads like a guidebook that does not exist. */
const notFound = { code: E.GUIDEBOOK_NOT_FOUND, description: 'No such guidebook.' }

/** The user's guidebooks (decision 051): list, create, rename, delete. Signed-in users only. */
export const guidesEndpoints = {
  guidebooks: defineEndpoint({
    method: 'GET',
    path: GUIDES_ROUTES.guidebooks,
    summary: "The caller's guidebooks, newest first",
    response: ZGuidebookListResponseSchema,
    rateLimit: GUIDES_RATE_LIMITS.read,
    errors: [E.GUIDEBOOKS_DISABLED],
  }),
  create: defineEndpoint({
    method: 'POST',
    path: GUIDES_ROUTES.guidebooks,
    summary: 'Makes a guidebook',
    body: ZCreateGuidebookRequestSchema,
    response: ZGuidebookResponseSchema,
    status: 201,
    rateLimit: GUIDES_RATE_LIMITS.create,
    errors: [E.GUIDEBOOK_LIMIT_REACHED, E.GUIDEBOOKS_DISABLED],
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: GUIDES_ROUTES.guidebook,
    summary: 'Renames a guidebook or changes its destination',
    params: ZGuidebookParamsSchema,
    body: ZUpdateGuidebookRequestSchema,
    response: ZGuidebookResponseSchema,
    rateLimit: GUIDES_RATE_LIMITS.write,
    notFound,
    errors: [E.GUIDEBOOK_NOT_FOUND, E.GUIDEBOOKS_DISABLED],
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: GUIDES_ROUTES.guidebook,
    summary: 'Deletes a guidebook',
    params: ZGuidebookParamsSchema,
    response: ZDeleteGuidebookResponseSchema,
    rateLimit: GUIDES_RATE_LIMITS.write,
    notFound,
    errors: [E.GUIDEBOOK_NOT_FOUND, E.GUIDEBOOKS_DISABLED],
  }),
}
