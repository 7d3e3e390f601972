import {
  carResultsPath,
  CAR_FORM_FIELDS as F,
  parseRental,
} from '../../../../shared/catalogue/car-search-url.ts'
import type { PlacesService } from '../places/places.service.ts'
import { typedPlace } from '../places/typed-place.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The car search box's plain GET form (issue 25 item 2): the pick-up place and, when given, the drop-off
 * place, as codes or as typed; the dates, times and the driver's age, to the results URL. Null when a
 * place cannot be resolved or a date is missing: the results page then says what is wrong.
 */
export function resolveCarForm(query: URLSearchParams, places: PlacesService): string | null {
  const pickup = typedPlace(query.get(F.pickup), places)
  const typedDropoff = query.get(F.dropoff)?.trim() || null
  const dropoff = typedDropoff ? typedPlace(typedDropoff, places) : null
  const pickupDate = query.get(F.pickupDate) ?? ''
  const dropoffDate = query.get(F.dropoffDate) ?? ''
  if (!pickup || (typedDropoff && !dropoff)) return null
  if (!ISO_DATE.test(pickupDate) || !ISO_DATE.test(dropoffDate)) return null
  return carResultsPath({ pickup, dropoff, pickupDate, dropoffDate, ...parseRental(query) })
}
