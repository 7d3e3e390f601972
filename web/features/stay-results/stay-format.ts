// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayProperty, TStayRate } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import type { FlightFormat } from '../flight-results/flight-format.ts'

/** A guest rating's word, as the big sites put it beside the number. */
export function ratingWord(rating: number): string {
  if (rating >= 9) return 'exceptional'
  if (rating >= 8) return 'veryGood'
  if (rating >= 7) return 'good'
  if (rating >= 6) return 'pleasant'
  return 'fair'
}

/** "8.6 Very good · 1,234 reviews" in the page's language. */
export function ratingText(property: TStayProperty, t: TFunction, locale: string): string {
  return t('stayResults.rating', {
    rating: property.rating.toLocaleString(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
    word: t(`stayResults.ratingWords.${ratingWord(property.rating)}`),
    count: property.reviewCount,
  })
}

/** A rate's cancellation terms: free until a date, or not refundable. */
export function cancellationText(rate: TStayRate, t: TFunction, format: FlightFormat): string {
  return rate.freeCancellationUntil
    ? t('stayResults.freeCancellation', { date: format.date(rate.freeCancellationUntil) })
    : t('stayResults.nonRefundable')
}

/** What a rate costs: a night (all rooms), and the stay with its taxes and fees. */
export function priceLines(rate: TStayRate, nights: number, t: TFunction, format: FlightFormat) {
  const money = (m: { amount: number; currency: string }) => format.money(m.amount, m.currency)
  return {
    perNight: t('stayResults.perNight', { price: money(rate.price.perNight) }),
    total: t('stayResults.total', {
      price: money(rate.price.total),
      nights,
      taxes: money(rate.price.taxesAndFees),
    }),
  }
}
