/*
 * Business checkout (issue 9, decision 053): what a business booking asks before it is made, without zod
 * so that the results pages can read it. A booking passes through checks in a fixed order (policy,
 * approval, payment, reporting fields); each check contributes one section to the checkout's quote and
 * may refuse the booking with its own error code. Schemas are in checkout-schemas.ts.
 */
import { codes, type TCodeOf } from '../code-table.ts'

/** The checks, in the order they run: approval reads the policy's verdict. */
export const CHECKOUT_SECTIONS = ['policy', 'approval', 'payment', 'reportingFields'] as const
export type TCheckoutSection = (typeof CHECKOUT_SECTIONS)[number]

export const CHECKOUT_LIMITS = {
  /** Out-of-policy reasons: at least this long when asked for (Navan's rule), at most the column's. */
  reasonMinLength: 10,
  reasonMaxLength: 500,
  reportingValueMaxLength: 200,
  reportingFieldsMax: 30,
} as const

/** How a company treats an out-of-policy booking, per vertical. */
export const OUT_OF_POLICY_HANDLING = ['allow', 'allowWithReason', 'requireApproval', 'block'] as const
export type TOutOfPolicyHandling = (typeof OUT_OF_POLICY_HANDLING)[number]

/** One reason an offer is out of policy: a code the client translates, with the values it names. */
export interface TPolicyReason {
  code: string
  values?: Readonly<Record<string, string | number>>
}

/** The policy check's verdict on one offer for one traveller; the approval check reads it. */
export interface TPolicyVerdict {
  status: 'in' | 'out'
  handling: TOutOfPolicyHandling
  reasons: readonly TPolicyReason[]
  /** The budget that applied (fixed, or dynamic from the median), in minor units; null: none. */
  budgetMinor: number | null
}

/**
 * What pressing Book will do (decision 076), worked out by the same checks that then book: booked now,
 * booked and approvers told, booked with approval pending in a void window, held until approved, or
 * refused by the policy.
 */
export const CHECKOUT_OUTCOMES = [
  'book',
  'bookAndNotify',
  'bookPendingApproval',
  'holdForApproval',
  'blocked',
] as const
export type TCheckoutOutcome = (typeof CHECKOUT_OUTCOMES)[number]

/** What a booking's row carries once approval is decided or asked (migration 025). */
export const APPROVAL_STATUSES = ['pending', 'approved', 'denied', 'expired', 'notified'] as const
export type TApprovalStatus = (typeof APPROVAL_STATUSES)[number]

export const CheckoutErrorCode = codes(
  /** The policy blocks this offer for this traveller. */
  'OUT_OF_POLICY_BLOCKED',
  /** Out of policy: a reason of at least 10 characters is needed. */
  'OUT_OF_POLICY_REASON_REQUIRED',
  /** The chosen approver may not approve this booking. */
  'APPROVER_NOT_ALLOWED',
  /** The chosen payment option is not one the traveller may use. */
  'PAYMENT_OPTION_NOT_ALLOWED',
  /** No payment option is available to the traveller. */
  'PAYMENT_OPTION_REQUIRED',
  /** A required trip reporting field is missing, or a value is not in its list. */
  'REPORTING_FIELD_INVALID',
)
export type TCheckoutErrorCode = TCodeOf<typeof CheckoutErrorCode>

export const CHECKOUT_PATHS = {
  /** GET: the quote for booking a saved event (each check's section); business mode only. */
  quote: (eventId: string) => `/trips/api/events/${encodeURIComponent(eventId)}/checkout`,
} as const

export const CHECKOUT_ROUTES = {
  quote: '/trips/api/events/:eventId/checkout',
} as const
