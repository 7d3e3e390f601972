import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import {
  TRAIN_SEARCH_LIMITS,
  type TTrainSearchErrorCode,
  trainSearchProblem,
} from '../../../shared/catalogue/train-search-rules.ts'
import type { TTrainSearch } from '../../../shared/catalogue/train-search-url.ts'
import { codeOnly, daysFromToday } from './flight-box-state.ts'
import { parseRecentPlaces } from './recent-places.ts'
import { storedObject, storedSearch, wholeBetween } from './stored-search.ts'

/** localStorage: the visitor's last train search as the box last sent it (JSON). */
export const LAST_TRAIN_SEARCH_KEY = 'search-box.last-train-search'

/** What the train box holds: the places as chosen (names too), the days and the adults. */
export interface TTrainBox {
  from: TPlace | null
  to: TPlace | null
  depart: string
  /** Empty for one way. */
  return: string
  adults: number
}

export type TTrainBoxProblem = TTrainSearchErrorCode | 'placeMissing' | 'dateMissing'

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const placeOf = (value: unknown) => parseRecentPlaces(JSON.stringify([value]))[0] ?? null

/** The box's first state: a results page's search, or one way a fortnight out. */
export function trainBoxOf(search: TTrainSearch | undefined): TTrainBox {
  if (!search) return { from: null, to: null, depart: daysFromToday(14), return: '', adults: 1 }
  return {
    from: codeOnly(search.from),
    to: codeOnly(search.to),
    depart: search.depart,
    return: search.return ?? '',
    adults: search.adults,
  }
}

/** The stored search, anything unreadable dropped; days that have passed move to the defaults. */
export function parseLastTrainSearch(raw: string | null, today = daysFromToday(0)): TTrainBox | null {
  const v = storedObject(raw)
  if (!v) return null
  const day = (d: unknown) => (typeof d === 'string' && ISO_DATE.test(d) ? d : '')
  const fresh = day(v.depart) >= today
  return {
    from: placeOf(v.from),
    to: placeOf(v.to),
    depart: fresh ? day(v.depart) : daysFromToday(14),
    return: fresh && day(v.return) >= day(v.depart) ? day(v.return) : '',
    adults: wholeBetween(v.adults, 1, TRAIN_SEARCH_LIMITS.maxTravellers, 1),
  }
}

/** The visitor's last train search, to open with next time. */
export const lastTrainSearch = storedSearch(LAST_TRAIN_SEARCH_KEY, (raw) => parseLastTrainSearch(raw))

/** The box's search, or what is wrong with it by the server's own rules (places are checked there). */
export function trainSearchOf(
  box: TTrainBox,
  today: string,
): { search: TTrainSearch } | { problem: TTrainBoxProblem } {
  if (!box.from || !box.to) return { problem: 'placeMissing' }
  if (!box.depart) return { problem: 'dateMissing' }
  const search = {
    from: box.from.code,
    to: box.to.code,
    depart: box.depart,
    return: box.return || null,
    adults: box.adults,
  }
  const problem = trainSearchProblem(
    { ...search, return: search.return ?? undefined },
    today,
    (code) => code !== '',
  )
  return problem ? { problem } : { search }
}
