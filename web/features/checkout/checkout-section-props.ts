import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'

/**
 * What the checkout dialog gives each check's section (decision 053). A module of its own: the sections
 * take it, and checkout-sections.ts, which registers them, would be a cycle.
 */
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
