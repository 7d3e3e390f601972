/*
 * Pages the feedback widget never loads on (spec section 4: checkout, confirmation and booking-receipt
 * pages). By the route catalogue's page id (web/routes/catalogue.ts) and, for pages outside it, by path
 * segment. Kept out of the catalogue so the first download does not carry it (as side-nav-pages.ts).
 */
export type TFeedbackExclusion = 'checkout' | 'confirmation' | 'bookingReceipt'

export const FEEDBACK_EXCLUDED_PAGES: Readonly<Record<string, TFeedbackExclusion>> = {
  // The e-mailed account confirmation link's page.
  confirm: 'confirmation',
}

const EXCLUDED_SEGMENTS: Readonly<Record<string, TFeedbackExclusion>> = {
  checkout: 'checkout',
  confirmation: 'confirmation',
  'booking-confirmation': 'confirmation',
  receipt: 'bookingReceipt',
  receipts: 'bookingReceipt',
  'booking-receipt': 'bookingReceipt',
  'booking-receipts': 'bookingReceipt',
}

/** Why the widget stays away from this page, or null when it may load. */
export function feedbackExclusion(pageId: string | undefined, pathname: string): TFeedbackExclusion | null {
  if (pageId && FEEDBACK_EXCLUDED_PAGES[pageId]) return FEEDBACK_EXCLUDED_PAGES[pageId]
  for (const segment of pathname.toLowerCase().split('/')) {
    const hit = EXCLUDED_SEGMENTS[segment]
    if (hit) return hit
  }
  return null
}
