import { addIsoDays, DAY_MS, daysBetween, isoDay } from '../../../shared/calendar-days.ts'
import {
  FLIGHT_SEARCH_LIMITS,
  flightSearchProblem,
  type TFlightSearchErrorCode,
} from '../../../shared/catalogue/flight-search-rules.ts'
import type { TFlightSearch, TTripKind } from '../../../shared/catalogue/flight-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import type { TBoxLeg, TBoxSearch } from './last-search.ts'

/** ISO dates in UTC, as the server reads them, so that the first render matches the server's. */
export const daysFromToday = (days: number, from = Date.now()) => isoDay(from + days * DAY_MS)

/** A place known only by its code (a results URL's) until the places API names it. */
export const UNNAMED_COUNTRY = 'ZZ'
export const codeOnly = (code: string): TPlace => ({
  code,
  kind: 'city',
  name: code,
  cityName: code,
  countryCode: UNNAMED_COUNTRY,
})
export const isUnnamed = (place: TPlace | null): place is TPlace => place?.countryCode === UNNAMED_COUNTRY

/** The box's first state: the results page's search, or two weeks out for a week. */
export function boxOf(search: TFlightSearch | undefined): TBoxSearch {
  if (!search)
    return {
      kind: 'roundTrip',
      legs: [{ from: null, to: null, date: daysFromToday(14) }],
      returnDate: daysFromToday(21),
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
    }
  const legs = search.kind === 'roundTrip' ? search.legs.slice(0, 1) : search.legs
  return {
    kind: search.kind,
    // A landing page fills only its city: the other end stays empty.
    legs: legs.map((leg) => ({
      from: leg.from ? codeOnly(leg.from) : null,
      to: leg.to ? codeOnly(leg.to) : null,
      date: leg.date,
    })),
    returnDate: search.kind === 'roundTrip' ? (search.legs[1]?.date ?? '') : '',
    adults: search.adults,
    children: search.children,
    infants: search.infants,
    cabin: search.cabin,
  }
}

/** A stored search's dates may have passed: those move to the defaults. */
export function freshen(box: TBoxSearch, today = daysFromToday(0)): TBoxSearch {
  const past = box.legs.some((leg) => !leg.date || leg.date < today)
  if (!past && (box.kind !== 'roundTrip' || box.returnDate >= today)) return box
  return {
    ...box,
    legs: box.legs.map((leg, i) => ({ ...leg, date: daysFromToday(14 + 3 * i) })),
    returnDate: daysFromToday(21),
  }
}

/**
 * A flight's new date. The dates after it never stay before it: a later flight moves to the same day,
 * and a return keeps the trip's length (Google Flights and KAYAK move it along, rather than letting a
 * search be sent that can only be refused).
 */
export function withDepartDate(box: TBoxSearch, index: number, date: string): TBoxSearch {
  const before = box.legs[index]?.date ?? ''
  const legs = box.legs.map((leg, i) =>
    i === index
      ? { ...leg, date }
      : i > index && date && leg.date && leg.date < date
        ? { ...leg, date }
        : leg,
  )
  if (index !== 0 || box.kind !== 'roundTrip' || !date || !box.returnDate || box.returnDate >= date)
    return { ...box, legs }
  const length = before ? daysBetween(before, box.returnDate) : 0
  return { ...box, legs, returnDate: addIsoDays(date, Math.max(0, length)) }
}

/** Switching trip kind keeps what was typed: multi-city starts with the outbound and a second flight. */
export function withKind(box: TBoxSearch, kind: TTripKind): TBoxSearch {
  if (kind === box.kind) return box
  const first = box.legs[0] ?? { from: null, to: null, date: daysFromToday(14) }
  if (kind !== 'multiCity') return { ...box, kind, legs: [first] }
  const second: TBoxLeg = { from: first.to, to: null, date: box.returnDate || first.date }
  return { ...box, kind, legs: box.legs.length >= 2 ? box.legs : [first, second] }
}

export function addLeg(box: TBoxSearch): TBoxSearch {
  if (box.legs.length >= FLIGHT_SEARCH_LIMITS.maxLegs) return box
  const last = box.legs[box.legs.length - 1]
  return { ...box, legs: [...box.legs, { from: last?.to ?? null, to: null, date: last?.date ?? '' }] }
}

/** Missing fields first (the form's own words), then the search rules the server applies too. */
export type TBoxProblem = 'placeMissing' | 'dateMissing' | TFlightSearchErrorCode

/** The box's search, or what is wrong with it; places not chosen (typed text) are left to the server. */
export function searchOf(
  box: TBoxSearch,
  today = daysFromToday(0),
): { search: TFlightSearch } | { problem: TBoxProblem } | { typed: true } {
  if (box.legs.some((leg) => !leg.date) || (box.kind === 'roundTrip' && !box.returnDate))
    return { problem: 'dateMissing' }
  const legs = box.legs.map((leg) => ({ from: leg.from?.code ?? '', to: leg.to?.code ?? '', date: leg.date }))
  const first = legs[0]
  if (box.kind === 'roundTrip' && first)
    legs.splice(1, legs.length, { from: first.to, to: first.from, date: box.returnDate })
  const search: TFlightSearch = {
    kind: box.kind,
    legs,
    adults: box.adults,
    children: box.children,
    infants: box.infants,
    cabin: box.cabin,
  }
  const fields =
    box.kind === 'multiCity'
      ? { legs }
      : { from: first?.from, to: first?.to, depart: first?.date, return: search.legs[1]?.date }
  const problem = flightSearchProblem({ ...fields, ...search }, today, (code) => code !== '')
  if (problem === 'FLIGHT_PLACE_UNKNOWN') return { typed: true }
  return problem ? { problem } : { search }
}
