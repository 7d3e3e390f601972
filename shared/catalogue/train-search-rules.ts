/**
 * Train search's rules without zod (issue 25 items 3 and 5, decision 082): the path, classes, sorts,
 * limits and error codes. The schemas stay in the contract.
 */

import { addIsoDays, isRealDate } from '../calendar-days.ts'
import type { TCodeOf } from '../code-table.ts'

export const TRAIN_SEARCH_API_PATH = '/i/api/catalogue/v1/trains/search'

/** Standard, the operator's middle class (Eurostar Plus, Amtrak business), first, and business where sold. */
export const TRAIN_CLASSES = ['standard', 'standardPlus', 'first', 'business'] as const
export type TTrainClass = (typeof TRAIN_CLASSES)[number]
export const TRAIN_SORTS = ['departure', 'cheapest', 'quickest'] as const

export const TRAIN_SEARCH_LIMITS = {
  maxTravellers: 9,
  daysAhead: 180,
  defaultLimit: 40,
  maxLimit: 100,
} as const

export const TrainSearchErrorCode = {
  SEARCH_INVALID: 'TRAIN_SEARCH_INVALID',
  PLACE_UNKNOWN: 'TRAIN_PLACE_UNKNOWN',
  SAME_PLACE: 'TRAIN_SAME_PLACE',
  DATE_INVALID: 'TRAIN_DATE_INVALID',
  DATE_PAST: 'TRAIN_DATE_PAST',
  DATE_TOO_FAR: 'TRAIN_DATE_TOO_FAR',
  RETURN_BEFORE_DEPART: 'TRAIN_RETURN_BEFORE_DEPART',
} as const
export type TTrainSearchErrorCode = TCodeOf<typeof TrainSearchErrorCode>

/** Why a search has no trains though it is a good search: no railway joins the two places. */
export const TRAIN_NO_RAIL = 'noRail'

/** What is wrong with a train search, the first problem only, or null. */
export function trainSearchProblem(
  q: { from: string; to: string; depart: string; return?: string | undefined },
  today: string,
  known: (code: string) => boolean,
): TTrainSearchErrorCode | null {
  if (!known(q.from) || !known(q.to)) return TrainSearchErrorCode.PLACE_UNKNOWN
  if (q.from === q.to) return TrainSearchErrorCode.SAME_PLACE
  const last = addIsoDays(today, TRAIN_SEARCH_LIMITS.daysAhead)
  for (const date of q.return ? [q.depart, q.return] : [q.depart]) {
    if (!isRealDate(date)) return TrainSearchErrorCode.DATE_INVALID
    if (date < today) return TrainSearchErrorCode.DATE_PAST
    if (date > last) return TrainSearchErrorCode.DATE_TOO_FAR
  }
  if (q.return && q.return < q.depart) return TrainSearchErrorCode.RETURN_BEFORE_DEPART
  return null
}
