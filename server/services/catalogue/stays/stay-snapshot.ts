import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { isoLocal, zonedToUtc } from '../flights/zoned-time.ts'
import type { StayOffer, StayRate } from './stay-source.ts'

/** When a stay's room is ready and when it must be left, in the property's local time (minutes of the day). */
export const CHECK_IN_MINUTE = 15 * 60
export const CHECK_OUT_MINUTE = 11 * 60

/**
 * A stay's rate as a trip keeps it (decision 081): the property's name, check-in and check-out in the
 * property's local time, its city, and the price for the whole stay in the source's currency.
 */
export function staySnapshot(offer: StayOffer, rate: StayRate): TOfferSnapshot {
  const { property, checkin, checkout } = offer
  const at = (date: string, minute: number) =>
    isoLocal(zonedToUtc(date, minute, property.timeZone), property.timeZone)
  return {
    vertical: 'hotel',
    offerId: rate.id,
    title: property.name,
    priceMinor: rate.total,
    currency: rate.currency,
    startAt: at(checkin, CHECK_IN_MINUTE),
    endAt: at(checkout, CHECK_OUT_MINUTE),
    destination: property.cityName,
  }
}
