/*
 * The user's guidebooks (/guides/yourguides, decision 051): paths, limits and error codes without zod,
 * so the page can use them without a schema library. Schemas are in guides-schemas.ts.
 */
import { codes, type TCodeOf } from '../code-table.ts'

const GUIDES_V1 = '/i/api/guides/v1'

export const GUIDES_API_PATHS = {
  /** GET the caller's guidebooks; POST {name, destination} makes one. */
  guidebooks: `${GUIDES_V1}/guidebooks`,
  /** PUT {name?, destination?} renames or moves; DELETE removes. */
  guidebook: (guidebookId: string) => `${GUIDES_V1}/guidebooks/${encodeURIComponent(guidebookId)}`,
} as const

/** Route patterns as the server registers them. */
export const GUIDES_ROUTES = {
  guidebooks: GUIDES_API_PATHS.guidebooks,
  guidebook: `${GUIDES_V1}/guidebooks/:guidebookId`,
} as const

export const GUIDES_LIMITS = {
  /** Guidebooks one user may keep. */
  maxPerUser: 50,
  nameMaxLength: 80,
  destinationMaxLength: 80,
} as const

export const GuidesErrorCode = codes(
  /** Another user's guidebook, a malformed id and a deleted one all read the same. */
  'GUIDEBOOK_NOT_FOUND',
  'GUIDEBOOK_LIMIT_REACHED',
  /** The site runs without guidebooks (GUIDEBOOKS_ENABLED=false). */
  'GUIDEBOOKS_DISABLED',
)
export type TGuidesErrorCode = TCodeOf<typeof GuidesErrorCode>
