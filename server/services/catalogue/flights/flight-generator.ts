import { LRUCache } from 'lru-cache'
import { kmBetween } from '../../../../shared/catalogue/geo.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { emissionsKg } from './emissions.ts'
import { adultFareCents, cabinOffered, familiesOf, type TFareFamily, totalFareCents } from './fares.ts'
import { byBest } from './flight-ranking.ts'
import { createItineraryFinder, type Itinerary, itineraryOf } from './itineraries.ts'
import type { FlightOffer, FlightOfferSource, FlightSearchInput } from './offer-source.ts'
import { createTimetable, nextDate, type Timetable } from './schedule.ts'
import { isoLocal } from './zoned-time.ts'

/** Offers at most, after ranking (a busy route gives 50 to 300). */
const MAX_OFFERS = 300
/** For each outbound way, this many ways back (or on to the next leg) of the same airline or alliance. */
const PAIRINGS = 4

/** The airports a code stands for: a city's airports, or the airport itself. */
function airportsOf(place: Place, index: PlaceIndex): Place[] {
  if (place.kind === 'airport') return [place]
  return place.airports.map((c) => index.airport(c)).filter((p): p is Place => p !== null)
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
  let built: {
    index: PlaceIndex
    timetable: Timetable
    finder: ReturnType<typeof createItineraryFinder>
  } | null = null
  const parts = () => {
    if (!built) {
      const index = places()
      const timetable = createTimetable(index.all())
      built = { index, timetable, finder: createItineraryFinder(timetable, index.airport) }
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
    offerById(id, today) {
      const parsed = parseOfferId(id)
      if (!parsed) return null
      const { index, timetable } = parts()
      const legs: Itinerary[] = []
      for (const leg of parsed.legs) {
        let at = index.airport(leg.from)
        let after = 0
        const flights: Itinerary['flights'] = []
        for (const hop of leg.flights) {
          const to = index.airport(hop.to)
          if (!at || !to || at.kind !== 'airport' || to.kind !== 'airport') return null
          // A connection may leave the next day.
          const found = [...timetable(at, to, leg.date), ...timetable(at, to, nextDate(leg.date))].find(
            (f) => f.flightNumber === hop.flightNumber && f.departUtc >= after,
          )
          if (!found) return null
          flights.push(found)
          after = found.arriveUtc
          at = to
        }
        legs.push(itineraryOf(flights))
      }
      const input: FlightSearchInput = {
        legs: legs.map((l) => ({
          from: l.flights[0]?.from.code ?? '',
          to: l.flights.at(-1)?.to.code ?? '',
          date: isoLocal(l.departUtc, l.flights[0]?.from.timeZone ?? 'UTC').slice(0, 10),
        })),
        adults: parsed.adults,
        children: parsed.children,
        infants: parsed.infants,
        cabin: parsed.cabin,
        today,
      }
      if (input.legs.some((l) => l.date < today) || parsed.adults < 1) return null
      const [offer] = offersOf(legs, [parsed.family], input)
      return offer?.id === id ? offer : null
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
      // Low-cost airlines sell economy only.
      const lowCost = legs.some((l) => l.flights.some((f) => f.carrier.kind === 'lowCost'))
      if (lowCost && input.cabin !== 'economy') continue
      offers.push(...offersOf(legs, familiesOf(input.cabin), input))
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

const compactDate = (date: string) => date.replaceAll('-', '')

/**
 * Offer ids: `fl1:{cabin}:{family}:{adults}-{children}-{infants}:{leg}:{leg}…`, a leg being its local
 * departure date, then each airport and the flight from it: `20261201.ICN.FW1234.NRT.KZ22.HND`. Within
 * the 200 characters an offer id may have (five legs of one stop each). Built in offersOf.
 */
const ID = /^fl1:(economy|premiumEconomy|business|first):(basic|standard|flex):(\d)-(\d)-(\d):(.+)$/
const LEG = /^(\d{4})(\d{2})(\d{2})\.([A-Z]{3})((?:\.[A-Z0-9]{2}\d{1,4}\.[A-Z]{3}){1,3})$/

/** An id's parts, or null when it is not one of ours. */
export function parseOfferId(id: string) {
  const m = ID.exec(id)
  if (!m) return null
  const legs = (m[6] as string).split(':').map((leg) => {
    const l = LEG.exec(leg)
    if (!l) return null
    const hops = (l[5] as string).slice(1).split('.')
    const flights: { flightNumber: string; to: string }[] = []
    for (let i = 0; i < hops.length; i += 2)
      flights.push({ flightNumber: hops[i] as string, to: hops[i + 1] as string })
    return { date: `${l[1]}-${l[2]}-${l[3]}`, from: l[4] as string, flights }
  })
  if (legs.some((l) => l === null) || legs.length > 5) return null
  return {
    cabin: m[1] as FlightSearchInput['cabin'],
    family: m[2] as TFareFamily,
    adults: Number(m[3]),
    children: Number(m[4]),
    infants: Number(m[5]),
    legs: legs as NonNullable<(typeof legs)[number]>[],
  }
}

/**
 * The offers of one way (or pair of ways), one per fare family: what the families share (local
 * times, the id's flights, carriers, emissions) is worked out once, as most of a search's time is here.
 */
function offersOf(
  legs: Itinerary[],
  families: readonly TFareFamily[],
  input: FlightSearchInput,
): FlightOffer[] {
  const starts = legs.map((leg) => {
    const first = leg.flights[0] as Itinerary['flights'][number]
    const last = leg.flights[leg.flights.length - 1] as Itinerary['flights'][number]
    return {
      leg,
      local: isoLocal(first.departUtc, first.from.timeZone),
      directKm: kmBetween(first.from, last.to),
    }
  })
  const route = starts
    .map(({ leg, local }) =>
      [
        compactDate(local.slice(0, 10)),
        leg.flights[0]?.from.code,
        ...leg.flights.flatMap((f) => [f.flightNumber, f.to.code]),
      ].join('.'),
    )
    .join(':')
  const carriers = [...new Set(legs.flatMap((l) => l.flights.map((f) => f.carrier)))]
  const alliances = new Set(carriers.map((c) => c.alliance))
  const alliance = alliances.size === 1 ? ([...alliances][0] ?? null) : null
  const kg = legs.reduce((sum, l) => sum + emissionsKg(l.flights, input.cabin), 0)
  // Return and multi-city tickets cost a little less than their one-way parts.
  const discount = legs.length > 1 ? 0.93 : 1
  const pax = `${input.adults}-${input.children}-${input.infants}`
  return families.map((family) => {
    const fares = starts.map(({ leg, local, directKm }) =>
      adultFareCents({
        flights: leg.flights,
        directKm,
        cabin: input.cabin,
        family,
        date: local.slice(0, 10),
        departHour: Number(local.slice(11, 13)),
        today: input.today,
      }),
    )
    const perAdult = Math.round((fares.reduce((x, y) => x + y, 0) * discount) / 100) * 100
    return {
      id: `fl1:${input.cabin}:${family}:${pax}:${route}`,
      legs,
      cabin: input.cabin,
      family,
      perAdult,
      total: totalFareCents(perAdult, input.adults, input.children, input.infants),
      currency: 'USD',
      carriers,
      alliance,
      emissionsKg: kg,
    }
  })
}
