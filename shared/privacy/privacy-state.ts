import { z } from 'zod'
import { CONSENT_CATEGORIES } from './privacy-contract.ts'

/**
 * What a page knows of the visitor's privacy choices at its first paint (global state `privacy`), worked out
 * by the server from the request's cookies and site without a database read (decision 028).
 */
export const ZPrivacyStateSchema = z.object({
  regulation: z.enum(['gdpr', 'pipa', 'pipeda', 'ccpa', 'none']),
  model: z.enum(['iab', 'categories', 'notice', 'optOut']),
  gdprApplies: z.boolean(),
  /** The categories in force now: tags of a category run only when it is listed. */
  acceptedCategories: z.array(z.enum(CONSENT_CATEGORIES)),
  /** A categories (or TCF) choice stands for this browser; false: the first layer is due. */
  recorded: z.boolean(),
  /** The URL flag hid the banner for this page (never counts as consent). */
  bannerSuppressed: z.boolean(),
  /** The legacy cookies-notice bar is due (notice model, not hidden by its meta cookie). */
  noticeVisible: z.boolean(),
  /** Dialogs waiting for an acknowledgement, by priority (spec section 4). */
  twoPartyPending: z.boolean(),
  dataTransferPending: z.boolean(),
  /** California opt-out: whether data may be shared, and whether a GPC signal decided it. */
  allowDataSharing: z.boolean(),
  gpc: z.boolean(),
  /** The stored TC string (kyk_tcf), decoded in the browser without the vendor list; null: none. */
  tcString: z.string().nullable(),
  /** The stored Google Additional Consent string; null: none. */
  acString: z.string().nullable(),
  cmp: z.object({ id: z.int(), version: z.int(), publisherCountry: z.string() }),
  /** Configuration: the IAB dialog's close button (spec section 2). */
  iabCloseButton: z.boolean(),
})
export type TPrivacyState = z.infer<typeof ZPrivacyStateSchema>
