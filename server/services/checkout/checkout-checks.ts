import type { Logger } from 'pino'
import type { AppConfig } from '../../config.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import { createApprovalCheck } from '../approvals/approval-check.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { OfferSources } from '../catalogue/offer-sources.ts'
import { createPaymentCheck } from '../payment/payment-check.ts'
import { createReportingFieldsCheck } from '../reporting-fields/reporting-fields-check.ts'
import type { BookingCheck } from '../trips/booking-checks.ts'
import { type BookingLifecycle, bookingConfirmedCheck } from '../trips/booking-lifecycle.ts'
import { createPolicyCheck } from './policy-check.ts'

/** What the business checkout's checks may use (decision 053). */
export interface CheckoutChecksDeps {
  data: Data
  config: AppConfig
  mail: Pick<MailDispatcher, 'dispatch'>
  audit: BusinessAuditService
  logger: Logger
  now: () => Date
  /**
   * Offers of the offer sources (flights, stays, trains, cars) are judged through them, as their searches
   * judge them (decisions 071, 085); null: only the demo catalogue's offers are judged.
   */
  sources: OfferSources | null
  /** Told of a booking booked for good (the expense export follows it). */
  lifecycle: BookingLifecycle
}

/**
 * The business checkout's checks (decision 053): each area (policy, approval, payment, reporting
 * fields) adds its own here; trip-booking.service.ts runs them in the contract's order.
 */
export function createCheckoutChecks(deps: CheckoutChecksDeps): BookingCheck[] {
  return [
    createPolicyCheck(deps.now, deps.sources),
    createApprovalCheck(deps),
    createPaymentCheck(deps.now),
    createReportingFieldsCheck(),
    bookingConfirmedCheck(deps.lifecycle),
  ]
}
