import type { TCheckoutInput } from '../../../shared/business/checkout-schemas.ts'

/**
 * What these views use of the checkout dialog's section props (checkout-sections.ts' CheckoutSectionProps,
 * which registers them there: importing it back would be a cycle). TypeScript checks the two agree
 * where the registry lists the views.
 */
export interface SectionProps {
  section: unknown
  input: TCheckoutInput
  onInput(patch: Partial<TCheckoutInput>): void
  onReady(ready: boolean): void
  errorCode: string | null
}
