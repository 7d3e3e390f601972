import { describe, expect, it } from 'vitest'
import { feedbackExclusion } from './feedback-pages.ts'

describe('pages without the feedback widget', () => {
  it('names checkout, confirmation and booking-receipt pages by page id or path segment', () => {
    expect(feedbackExclusion('confirm', '/confirm')).toBe('confirmation')
    expect(feedbackExclusion(undefined, '/flights/Checkout/x1')).toBe('checkout')
    expect(feedbackExclusion(undefined, '/trips/abc/booking-confirmation')).toBe('confirmation')
    expect(feedbackExclusion(undefined, '/booking-receipts/42')).toBe('bookingReceipt')
    expect(feedbackExclusion(undefined, '/hotels/receipt')).toBe('bookingReceipt')
  })
  it('lets every other page have it, including ones that only contain the words', () => {
    expect(feedbackExclusion('trips', '/trips')).toBeNull()
    expect(feedbackExclusion(undefined, '/help/checkout-questions')).toBeNull()
    expect(feedbackExclusion('help', '/help')).toBeNull()
  })
})
