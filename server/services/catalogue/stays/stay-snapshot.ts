import type { TOfferSnapshot } from '../../../../shared/trips/trip-edit-schemas.ts'
import { isoLocal, zonedToUtc } from '../flights/zoned-time.ts'
import { stayNames, type TNameLanguage } from '../offer-names.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import type { StayOffer, StayRate } from './stay-source.ts'

/** When a stay's room is ready and when it must be left, in the property's local time (minutes of the day). */
export const CHECK_IN_MINUTE = 15 * 60
export const CHECK_OUT_MINUTE = 11 * 60

/**
 * A stay's rate as a trip keeps it (decision 081): the property's name, check-in and check-out in the
 * property's local time, its city, and the price for the whole stay in the source's currency; names in the
 * saver's language (decision 086).
 */
export function staySnapshot(
  offer: StayOffer,
  rate: StayRate,
  places: PlaceIndex,
  lang: TNameLanguage,
): TOfferSnapshot {
  const { property, checkin, checkout } = offer
  const at = (date: string, minute: number) =>
    isoLocal(zonedToUtc(date, minute, property.timeZone), property.timeZone)
  const names = stayNames(property, places, lang)
  return {
    vertical: 'hotel',
    offerId: rate.id,
    title: names.title,
    priceMinor: rate.total,
    currency: rate.currency,
    startAt: at(checkin, CHECK_IN_MINUTE),
    endAt: at(checkout, CHECK_OUT_MINUTE),
    destination: names.destination,
  }
}
