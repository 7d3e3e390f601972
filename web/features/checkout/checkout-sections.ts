import type { ComponentType } from 'react'
import type { TCheckoutSection } from '../../../shared/business/checkout-contract.ts'
import { ApprovalCheckoutSection } from '../approvals/approval-checkout-section.tsx'
import { PaymentSection } from '../checkout-payment-fields/payment-section.tsx'
import { ReportingFieldsSection } from '../checkout-payment-fields/reporting-fields-section.tsx'
import { CheckoutPolicySection } from '../travel-policy/checkout-policy-section.tsx'
import type { CheckoutSectionProps } from './checkout-section-props.ts'

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
