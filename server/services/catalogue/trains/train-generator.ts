import { DAY_MS } from '../../../../shared/calendar-days.ts'
import type { TTrainClass } from '../../../../shared/catalogue/train-search-rules.ts'
import { isoLocal, zonedToUtc } from '../flights/zoned-time.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { stableFraction } from '../stable-hash.ts'
import { type RailCorridor, type RailService, railCorridors } from './rail-corridors.ts'

export interface TrainEnd {
  code: string
  /** The city's English name: what a trip shows as a booked train's destination. */
  cityName: string
  station: string
  stationKo: string
  timeZone: string
}

export interface TrainFare {
  id: string
  travelClass: TTrainClass
  /** One adult's fare and everyone's, in minor units of `currency`. */
  perAdult: number
  total: number
}

/** One departure between two cities on a date, with the fare of each class it sells. */
export interface TrainOffer {
  id: string
  operator: string
  /** Its brand and number as the station boards show them: "KTX 101", "Nozomi 21". */
  train: string
  brand: string
  from: TrainEnd
  to: TrainEnd
  /** Local times with their offsets. */
  departAt: string
  arriveAt: string
  minutes: number
  stops: number
  fares: TrainFare[]
  currency: string
}

export interface TrainSearchInput {
  from: string
  to: string
  date: string
  adults: number
  today: string
}

/**
 * The port every train offer comes through (decision 082): the embedded timetable generator today, an
 * operator's or aggregator's adapter tomorrow. `searchTrains` answers null when no railway joins the two
 * places (the page then says so and offers flights).
 */
export interface TrainOfferSource {
  searchTrains(input: TrainSearchInput): TrainOffer[] | null
  /** The fare an id names, priced today, with its departure; null when it does not run. */
  fareById(id: string, today: string): { offer: TrainOffer; fare: TrainFare } | null
}

function corridorOf(from: string, to: string): { corridor: RailCorridor; reverse: boolean } | null {
  for (const corridor of railCorridors()) {
    if (corridor.a === from && corridor.b === to) return { corridor, reverse: false }
    if (corridor.a === to && corridor.b === from) return { corridor, reverse: true }
  }
  return null
}

/** The service of a departure: drawn by the corridor's shares. */
function serviceAt(corridor: RailCorridor, f: number): RailService {
  let sum = 0
  for (const service of corridor.services) {
    sum += service.share
    if (f < sum) return service
  }
  return corridor.services[corridor.services.length - 1] as RailService
}

/** Where fares follow demand: rush hours, weekends, the last weeks before the day. */
function demand(minute: number, date: string, today: string, f: number): number {
  const peak =
    (minute >= 7 * 60 && minute <= 9 * 60 + 30) || (minute >= 16 * 60 + 30 && minute <= 19 * 60) ? 1.2 : 1
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  const weekend = day === 5 || day === 0 ? 1.1 : 1
  const lead = (Date.parse(date) - Date.parse(today)) / DAY_MS
  const late = lead < 7 ? 1.35 : lead < 21 ? 1.15 : lead < 60 ? 1 : 0.9
  return peak * weekend * late * (0.9 + 0.2 * f)
}

/**
 * The embedded timetable generator (decision 082): a corridor's day of departures from its first to its
 * last train, gaps around its mean, each a service of the corridor drawn by its share, numbered odd one
 * way and even the other; arrival in the destination's time (Paris to London gains an hour).
 */
export function createTrainGenerator(places: () => PlaceIndex): TrainOfferSource {
  const endOf = (corridor: RailCorridor, atB: boolean): TrainEnd | null => {
    const city = places().cityOf(atB ? corridor.b : corridor.a)
    const [station, stationKo] = corridor.stations[atB ? 1 : 0]
    return city
      ? { code: city.code, cityName: city.cityName, station, stationKo, timeZone: city.timeZone }
      : null
  }
  const day = (q: TrainSearchInput): TrainOffer[] | null => {
    const a = places().cityOf(q.from)
    const b = places().cityOf(q.to)
    const found = a && b ? corridorOf(a.code, b.code) : null
    if (!found) return null
    const { corridor, reverse } = found
    const from = endOf(corridor, reverse)
    const to = endOf(corridor, !reverse)
    if (!from || !to) return null
    const offers: TrainOffer[] = []
    const f = (what: string) => stableFraction(`train|${from.code}|${to.code}|${q.date}|${what}`)
    let minute = corridor.first + Math.floor(f('start') * Math.min(20, corridor.everyMinutes / 2))
    const ran = new Map<RailService, number>()
    for (let k = 0; minute <= corridor.last; k++) {
      const service = serviceAt(corridor, f(`service|${k}`))
      const departUtc = zonedToUtc(q.date, minute, from.timeZone)
      const arriveUtc = departUtc + service.minutes * 60_000
      // Each service numbers its own trains, odd one way and even the other, as timetables do.
      const nth = ran.get(service) ?? 0
      ran.set(service, nth + 1)
      const number = service.numberFrom + 2 * nth + (reverse ? 1 : 0)
      const id = `tr1:${from.code}:${to.code}:${q.date}:${minute}:${q.adults}`
      const fares = Object.entries(service.classes).map(([travelClass, factor]) => {
        const base = corridor.fare * service.fareFactor * (factor as number)
        const perAdult = corridor.dynamic
          ? Math.round((base * demand(minute, q.date, q.today, f(`fare|${k}|${travelClass}`))) / 100) * 100
          : Math.round(base / 100) * 100
        return {
          id: `${id}:${travelClass}`,
          travelClass: travelClass as TTrainClass,
          perAdult,
          total: perAdult * q.adults,
        }
      })
      offers.push({
        id,
        operator: corridor.operator,
        train: `${service.brand} ${number}`,
        brand: service.brand,
        from,
        to,
        departAt: isoLocal(departUtc, from.timeZone),
        arriveAt: isoLocal(arriveUtc, to.timeZone),
        minutes: service.minutes,
        stops: service.stops,
        fares,
        currency: corridor.currency,
      })
      minute += Math.max(5, Math.round(corridor.everyMinutes * (0.7 + 0.6 * f(`gap|${k}`))))
    }
    return offers
  }
  return {
    searchTrains: day,
    fareById(id, today) {
      const m = /^tr1:([A-Z]{3}):([A-Z]{3}):(\d{4}-\d{2}-\d{2}):(\d{1,4}):(\d):([a-zA-Z]+)$/.exec(id)
      if (!m) return null
      const [, from = '', to = '', date = '', , adults = '1'] = m
      if (date < today) return null
      const offers = day({ from, to, date, adults: Number(adults), today })
      const offer = offers?.find((o) => id.startsWith(`${o.id}:`))
      const fare = offer?.fares.find((x) => x.id === id)
      return offer && fare ? { offer, fare } : null
    },
  }
}
