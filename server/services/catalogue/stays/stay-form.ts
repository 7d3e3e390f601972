import {
  STAY_FORM_FIELDS as F,
  parseParty,
  stayResultsPath,
} from '../../../../shared/catalogue/stay-search-url.ts'
import type { PlacesService } from '../places/places.service.ts'
import { typedPlace } from '../places/typed-place.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The stay search box's plain GET form (issue 25 item 1): the place as a code or as typed, the dates
 * and the party, to the results URL. Null when the place cannot be resolved or a date is missing: the
 * results page then shows the form again and says what is wrong.
 */
export function resolveStayForm(query: URLSearchParams, places: PlacesService): string | null {
  const destination = typedPlace(query.get(F.destination), places)
  const checkin = query.get(F.checkin) ?? ''
  const checkout = query.get(F.checkout) ?? ''
  if (!destination || !ISO_DATE.test(checkin) || !ISO_DATE.test(checkout)) return null
  return stayResultsPath({ destination, checkin, checkout, ...parseParty(query) })
}
