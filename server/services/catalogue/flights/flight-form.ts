import { FLIGHT_SEARCH_LIMITS } from '../../../../shared/catalogue/flight-search-contract.ts'
import {
  FLIGHT_FORM_FIELDS as F,
  flightResultsPath,
  parseTravellers,
  type TFlightSearch,
  TRIP_KINDS,
  type TTripKind,
} from '../../../../shared/catalogue/flight-search-url.ts'
import type { PlacesService } from '../places/places.service.ts'
import { typedPlace } from '../places/typed-place.ts'

/**
 * The search box's plain GET form (issue 24 item 2): it sends what the visitor typed, codes after
 * hydration, names before ("Paris", "cdg", "파리"). A name becomes the best suggestion's code, as a
 * visitor picking the first suggestion would get. Null when a place cannot be resolved or a field is
 * missing: the results page then shows the form filled in with what was sent, and says what is wrong.
 */
export function resolveFlightForm(query: URLSearchParams, places: PlacesService): string | null {
  const trip = query.get(F.trip) ?? 'roundTrip'
  const kind: TTripKind = (TRIP_KINDS as readonly string[]).includes(trip) ? (trip as TTripKind) : 'roundTrip'
  const place = (text: string | null) => typedPlace(text, places)
  const legs: TFlightSearch['legs'] = []
  const count = kind === 'multiCity' ? FLIGHT_SEARCH_LIMITS.maxLegs : 1
  for (let i = 0; i < count; i += 1) {
    const n = i === 0 ? '' : String(i)
    const [fromText, toText, date] = [
      query.get(`${F.from}${n}`),
      query.get(`${F.to}${n}`),
      query.get(`${F.depart}${n}`),
    ]
    // Multi-city legs left empty at the end are not legs.
    if (i > 0 && !fromText && !toText && !date) break
    const from = place(fromText)
    const to = place(toText)
    if (!from || !to || !date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return null
    legs.push({ from, to, date })
  }
  const back = query.get(F.return)
  if (kind === 'roundTrip') {
    const first = legs[0]
    if (!first || !back || !/^\d{4}-\d{2}-\d{2}$/.test(back)) return null
    legs.push({ from: first.to, to: first.from, date: back })
  }
  if (kind === 'multiCity' && legs.length < FLIGHT_SEARCH_LIMITS.minLegs) return null
  return flightResultsPath({ kind, legs, ...parseTravellers(query) })
}
