import { LRUCache } from 'lru-cache'
import { kmBetween } from '../../../../shared/catalogue/geo.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { emissionsKg } from './emissions.ts'
import { adultFareCents, cabinOffered, familiesOf, type TFareFamily, totalFareCents } from './fares.ts'
import { byBest } from './flight-ranking.ts'
import { createItineraryFinder, type Itinerary } from './itineraries.ts'
import type { FlightOffer, FlightOfferSource, FlightSearchInput } from './offer-source.ts'
import { createTimetable } from './schedule.ts'
import { isoLocal } from './zoned-time.ts'

/** Offers at most, after ranking (a busy route gives 50 to 300). */
const MAX_OFFERS = 300
/** For each outbound way, this many ways back (or on to the next leg) of the same airline or alliance. */
const PAIRINGS = 4

/** The airports a code stands for: a city's airports, or the airport itself. */
function airportsOf(place: Place, index: PlaceIndex): Place[] {
  if (place.kind === 'airport') return [place]
  return place.airports.map((c) => index.byCode(c)).filter((p): p is Place => p?.kind === 'airport')
}

const sameTeam = (a: Itinerary, b: Itinerary) => {
  const x = a.flights[0]?.carrier
  const y = b.flights[0]?.carrier
  return !!x && !!y && (x === y || (x.alliance !== null && x.alliance === y.alliance))
}

/** Legs chained: each next leg leaves at least two hours after the previous one lands. */
function combine(options: Itinerary[][]): Itinerary[][] {
  let combos: Itinerary[][] = (options[0] ?? []).map((i) => [i])
  for (const next of options.slice(1)) {
    const grown: Itinerary[][] = []
    for (const combo of combos) {
      const last = combo[combo.length - 1] as Itinerary
      const fits = next.filter((n) => n.departUtc >= last.arriveUtc + 2 * 3_600_000)
      const preferred = [...fits.filter((n) => sameTeam(last, n)), ...fits.filter((n) => !sameTeam(last, n))]
      for (const n of preferred.slice(0, PAIRINGS)) grown.push([...combo, n])
    }
    combos = grown
  }
  return combos
}

/** The embedded default source (decision 071): deterministic offers over the places data. */
export function createFlightGenerator(places: () => PlaceIndex): FlightOfferSource {
  // Built on the first search: the places take a moment to read, and most test apps never search.
  let built: { index: PlaceIndex; finder: ReturnType<typeof createItineraryFinder> } | null = null
  const parts = () => {
    if (!built) {
      const index = places()
      built = { index, finder: createItineraryFinder(createTimetable(index.all()), index.byCode) }
    }
    return built
  }
  // The same search gives the same offers all day: the latest searches are kept (`today` is in the key).
  const searches = new LRUCache<string, FlightOffer[]>({ max: 200 })

  return {
    searchFlights(input: FlightSearchInput): FlightOffer[] {
      const key = JSON.stringify(input)
      const kept = searches.get(key)
      if (kept) return kept
      const offers = generate(input)
      searches.set(key, offers)
      return offers
    },
  }

  function generate(input: FlightSearchInput): FlightOffer[] {
    const { index, finder } = parts()
    const options = input.legs.map((leg) => {
      const from = index.byCode(leg.from)
      const to = index.byCode(leg.to)
      if (!from || !to) return []
      return finder.oneWay(airportsOf(from, index), airportsOf(to, index), leg.date)
    })
    if (options.some((o) => o.length === 0)) return []
    const offers: FlightOffer[] = []
    for (const legs of combine(options)) {
      const longest = Math.max(...legs.flatMap((l) => l.flights.map((f) => f.km)))
      if (!cabinOffered(input.cabin, longest)) continue
      for (const family of familiesOf(input.cabin)) offers.push(offerOf(legs, family, input))
    }
    // Capped in best order (flight-ranking.ts), so that no sort loses what it would show first.
    return byBest(
      offers,
      (o) => ({
        price: o.perAdult,
        minutes: o.legs.reduce((n, l) => n + l.minutes, 0),
        stops: Math.max(...o.legs.map((l) => l.stops)),
      }),
      (o) => o.id,
    ).slice(0, MAX_OFFERS)
  }
}

function offerOf(legs: Itinerary[], family: TFareFamily, input: FlightSearchInput): FlightOffer {
  const legFares = legs.map((leg) => {
    const first = leg.flights[0] as Itinerary['flights'][number]
    const last = leg.flights[leg.flights.length - 1] as Itinerary['flights'][number]
    const local = isoLocal(first.departUtc, first.from.timeZone)
    return adultFareCents({
      flights: leg.flights,
      directKm: kmBetween(first.from, last.to),
      cabin: input.cabin,
      family,
      date: local.slice(0, 10),
      departHour: Number(local.slice(11, 13)),
      today: input.today,
    })
  })
  // Return and multi-city tickets cost a little less than their one-way parts.
  const discount = legs.length > 1 ? 0.93 : 1
  const perAdult = Math.round((legFares.reduce((a, b) => a + b, 0) * discount) / 100) * 100
  const carriers = [...new Set(legs.flatMap((l) => l.flights.map((f) => f.carrier)))]
  const alliances = new Set(carriers.map((c) => c.alliance))
  const id = `fl1:${input.cabin}:${family}:${legs
    .map((l) =>
      l.flights
        .map(
          (f) =>
            `${f.flightNumber}.${f.from.code}${f.to.code}.${isoLocal(f.departUtc, f.from.timeZone).slice(0, 10)}`,
        )
        .join('+'),
    )
    .join('/')}`
  return {
    id,
    legs,
    cabin: input.cabin,
    family,
    perAdult,
    total: totalFareCents(perAdult, input.adults, input.children, input.infants),
    currency: 'USD',
    carriers,
    alliance: alliances.size === 1 ? ([...alliances][0] ?? null) : null,
    emissionsKg: legs.reduce((kg, l) => kg + emissionsKg(l.flights, input.cabin), 0),
  }
}
