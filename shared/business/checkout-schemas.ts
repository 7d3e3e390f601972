import { z } from 'zod'
import { ZBookingReviewSchema } from '../booking/booking-schemas.ts'
import { oneLineText } from '../text-rules.ts'
import { CHECKOUT_LIMITS, CHECKOUT_OUTCOMES, CHECKOUT_SECTIONS } from './checkout-contract.ts'

/** Business checkout (decision 053): what the checkout dialog sends with a booking, and the quote it reads. */

const text = (max: number) => oneLineText(0, max)

/** A reporting field's key (trip reporting fields): a short identifier. */
export const ZReportingFieldKeySchema = z.string().regex(/^[a-z][a-zA-Z0-9_]{0,39}$/)

export const ZCheckoutInputSchema = z
  .object({
    /** Why the booking is out of policy (when the policy asks; at least 10 characters then). */
    outOfPolicyReason: text(CHECKOUT_LIMITS.reasonMaxLength).optional(),
    /** The approver chosen at checkout, when the company allows a custom approver. */
    customApproverUserId: z.uuid().optional(),
    /** Which of the traveller's payment options pays. */
    paymentOptionId: z.uuid().optional(),
    /** Hotel rooms booked at once (multi-room bookings, decision 057); 1 when absent. */
    rooms: z.number().int().min(1).max(8).optional(),
    /** Trip reporting field values by field key. */
    reportingValues: z
      .record(ZReportingFieldKeySchema, text(CHECKOUT_LIMITS.reportingValueMaxLength))
      .refine((values) => Object.keys(values).length <= CHECKOUT_LIMITS.reportingFieldsMax, 'too many fields')
      .optional(),
  })
  .strict()
export type TCheckoutInput = z.infer<typeof ZCheckoutInputSchema>

/** Each check's section is its own shape (its module's schema); absent: the check has nothing to say. */
export const ZCheckoutQuoteResponseSchema = z.object({
  eventId: z.string(),
  traveler: z.object({ userId: z.string(), name: z.string() }),
  priceMinor: z.number().int(),
  currency: z.string(),
  outcome: z.enum(CHECKOUT_OUTCOMES),
  sections: z.partialRecord(z.enum(CHECKOUT_SECTIONS), z.unknown()),
  /**
   * The booking flow's review step (decision 084), personal and business alike: the offer, its terms, the
   * price broken down and the travellers asked; null for offers outside the flow (the demo catalogue's).
   */
  review: ZBookingReviewSchema.nullable().optional(),
})
export type TCheckoutQuoteResponse = z.infer<typeof ZCheckoutQuoteResponseSchema>
