import {
  TRAIN_FORM_FIELDS as F,
  parseAdults,
  trainResultsPath,
} from '../../../../shared/catalogue/train-search-url.ts'
import type { PlacesService } from '../places/places.service.ts'
import { typedPlace } from '../places/typed-place.ts'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/**
 * The train search box's plain GET form (issue 25 item 3): places as codes or as typed, the day out, the
 * day back if any, and the adults, to the results URL. Null when a place cannot be resolved or the day
 * out is missing: the results page then says what is wrong.
 */
export function resolveTrainForm(query: URLSearchParams, places: PlacesService): string | null {
  const from = typedPlace(query.get(F.from), places)
  const to = typedPlace(query.get(F.to), places)
  const depart = query.get(F.depart) ?? ''
  const back = query.get(F.return) || null
  if (!from || !to || !ISO_DATE.test(depart) || (back !== null && !ISO_DATE.test(back))) return null
  return trainResultsPath({ from, to, depart, return: back, adults: parseAdults(query) })
}
