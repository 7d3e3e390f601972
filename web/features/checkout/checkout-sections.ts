import type { ComponentType } from 'react'
import type { TCheckoutSection } from '../../../shared/business/checkout-contract.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { ApprovalCheckoutSection } from '../approvals/approval-checkout-section.tsx'
import { PaymentSection } from '../checkout-payment-fields/payment-section.tsx'
import { ReportingFieldsSection } from '../checkout-payment-fields/reporting-fields-section.tsx'
import { CheckoutPolicySection } from '../travel-policy/checkout-policy-section.tsx'

/** What the checkout dialog gives each check's section (decision 053). */
export interface CheckoutSectionProps {
  /** This check's part of the quote, as its server module sent it (the section parses its own shape). */
  section: unknown
  quote: TCheckoutQuoteResponse
  input: TCheckoutInput
  onInput(patch: Partial<TCheckoutInput>): void
  /** False while the booking cannot be made (blocked, a required answer missing); the dialog waits. */
  onReady(ready: boolean): void
  /** The code of the last refused booking, so that a section can show it by its own field. */
  errorCode: string | null
}

/**
 * Each check's section of the checkout dialog, by the contract's section key. A check with no view here
 * still runs on the server; its refusals show as the dialog's error.
 */
export const CHECKOUT_SECTION_VIEWS: Partial<Record<TCheckoutSection, ComponentType<CheckoutSectionProps>>> =
  {
    approval: ApprovalCheckoutSection,
    policy: CheckoutPolicySection,
    payment: PaymentSection,
    reportingFields: ReportingFieldsSection,
  }
