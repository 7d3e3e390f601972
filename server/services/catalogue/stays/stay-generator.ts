import { LRUCache } from 'lru-cache'
import { addIsoDays, DAY_MS, isoDay } from '../../../../shared/calendar-days.ts'
import {
  nightsBetween,
  STAY_AMENITIES,
  type TStayAmenity,
} from '../../../../shared/catalogue/stay-search-rules.ts'
import type { Place } from '../places/place-data.ts'
import type { PlaceIndex } from '../places/place-search.ts'
import { stableFraction } from '../stable-hash.ts'
import {
  BASE_NIGHTLY_USD,
  costIndex,
  NAME_KINDS,
  NAME_PREFIXES,
  neighbourhoodsOf,
  ROOM_KINDS,
  taxesOf,
} from './stay-data.ts'
import type {
  StayOffer,
  StayOfferSource,
  StayProperty,
  StayRate,
  StaySearchInput,
  TStayBoard,
  TStayRoomKind,
} from './stay-source.ts'

/** Bumped whenever what an id names changes: older ids then find nothing instead of something else. */
const VERSION = 1
const SOURCE_CURRENCY = 'USD'

/** How many properties a city has: the busiest a few hundred, the smallest a few dozen. */
export function propertyCount(rank: number | null): number {
  if (rank === null) return 40
  if (rank <= 12) return 500
  if (rank <= 50) return 300
  if (rank <= 150) return 150
  return 80
}

const pick = <T>(list: readonly T[], f: number): T =>
  list[Math.min(list.length - 1, Math.floor(f * list.length))] as T

/** Stars, weighted as a city's properties are: mostly three and four. */
function starsOf(f: number): 1 | 2 | 3 | 4 | 5 {
  if (f < 0.04) return 1
  if (f < 0.2) return 2
  if (f < 0.55) return 3
  if (f < 0.87) return 4
  return 5
}

/** The chance (out of 1) a property of these stars has an amenity. */
function amenityChance(amenity: TStayAmenity, stars: number, apartments: boolean): number {
  switch (amenity) {
    case 'wifi':
      return 0.98
    case 'breakfast':
      return apartments ? 0.1 : stars >= 3 ? 0.75 : 0.35
    case 'pool':
      return stars === 5 ? 0.7 : stars === 4 ? 0.35 : 0.05
    case 'gym':
      return stars >= 4 ? 0.85 : stars === 3 ? 0.3 : 0.02
    case 'spa':
      return stars === 5 ? 0.65 : stars === 4 ? 0.2 : 0
    case 'restaurant':
      return stars >= 4 ? 0.9 : stars === 3 ? 0.5 : 0.1
    case 'bar':
      return stars >= 4 ? 0.75 : stars === 3 ? 0.35 : 0.2
    case 'kitchen':
      return apartments ? 1 : 0.05
    case 'airportShuttle':
      return 0.18
    case 'petFriendly':
      return 0.15
    case 'parking':
      return 0.5
    case 'laundry':
      return apartments ? 0.9 : 0.45
    case 'accessible':
      return stars >= 4 ? 0.85 : 0.45
  }
}

function buildProperty(city: Place, index: number, taken: Set<string>): StayProperty {
  const f = (what: string) => stableFraction(`stay|${city.code}|${index}|${what}`)
  const stars = starsOf(f('stars'))
  const areas = neighbourhoodsOf(city.code)
  const area = pick(areas, f('area'))
  const kinds = NAME_KINDS[stars]
  const kind = pick(kinds, f('kind'))
  const start = Math.floor(f('prefix') * NAME_PREFIXES.length)
  // Two properties of one city never share a name: the next prefix is tried.
  let name = ''
  let nameKo = ''
  for (let i = 0; i < NAME_PREFIXES.length * 2; i++) {
    const [en, ko] = NAME_PREFIXES[(start + i) % NAME_PREFIXES.length] as readonly [string, string]
    const second = i >= NAME_PREFIXES.length ? ` ${index}` : ''
    name = `${en} ${kind[0]} ${area.name}${second}`
    nameKo = `${ko} ${kind[1]} ${area.nameKo}${second}`
    if (!taken.has(name)) break
  }
  taken.add(name)
  const apartments = kind[0] === 'Apartments'
  const amenities = STAY_AMENITIES.filter((a) => f(`amenity|${a}`) < amenityChance(a, stars, apartments))
  const ratingBase = { 1: 70, 2: 74, 3: 79, 4: 84, 5: 88 }[stars]
  const ratingTenths = Math.max(55, Math.min(98, Math.round(ratingBase + (f('rating') - 0.5) * 20)))
  const reviewCount = Math.round(30 + f('reviews') ** 2 * (stars >= 3 ? 6_000 : 2_500))
  const distanceTenthsKm = Math.max(1, Math.round(area.km * 10 * (0.5 + f('distance'))))
  const roomKinds: TStayRoomKind[] = [
    'standardDouble',
    ...(f('twin') < 0.7 ? ['twin' as const] : []),
    ...(stars >= 3 ? ['superior' as const] : []),
    ...(stars >= 4 || f('deluxe') < 0.3 ? ['deluxe' as const] : []),
    ...(f('family') < (apartments ? 0.9 : 0.45) ? ['family' as const] : []),
    ...(stars >= 4 && f('suite') < 0.7 ? ['suite' as const] : []),
  ]
  const rooms = roomKinds.map((kind) => ({
    kind,
    sleeps: ROOM_KINDS[kind].sleeps,
    // A quarter of room-only rates are sold refundable only with breakfast; free cancellation ends 1-7 days ahead.
    roomOnlyRefundable: f(`free|${kind}`) >= 0.25,
    freeDays: [1, 2, 3, 7][Math.floor(f(`days|${kind}`) * 4)] as number,
  }))
  return {
    id: `${city.code}${String(index).padStart(3, '0')}`,
    priceVariance: 0.8 + f('price') * 0.45,
    cityCode: city.code,
    cityName: city.cityName,
    timeZone: city.timeZone,
    name,
    nameKo,
    stars,
    ratingTenths,
    reviewCount,
    neighbourhood: area,
    distanceTenthsKm,
    amenities,
    rooms,
  }
}

const dayAfter = (iso: string, days: number) => addIsoDays(iso, days)

/** How dear the nights of a stay are against an ordinary night: weekends, seasons, the city's demand. */
function nightFactor(cityCode: string, checkin: string, nights: number): number {
  let sum = 0
  for (let n = 0; n < nights; n++) {
    const day = new Date(Date.parse(`${checkin}T00:00:00Z`) + n * DAY_MS)
    const weekend = day.getUTCDay() === 5 || day.getUTCDay() === 6 ? 0.15 : 0
    const month = day.getUTCMonth()
    const season = month === 11 ? 0.2 : month === 6 || month === 7 ? 0.15 : month <= 1 ? -0.1 : 0
    const demand = (stableFraction(`demand|${cityCode}|${isoDay(day)}`) - 0.5) * 0.16
    sum += 1 + weekend + season + demand
  }
  return sum / nights
}

/** The rate plans a room kind is sold under: which of the three each property offers. */
const PLANS = [
  { plan: 'n', board: 'roomOnly', refundable: false },
  { plan: 'f', board: 'roomOnly', refundable: true },
  { plan: 'b', board: 'breakfast', refundable: true },
] as const

/** What every rate of one search shares: worked out once per search, not per rate. */
interface Pricing {
  q: StaySearchInput
  nights: number
  /** The nights' weekends, season and demand (nightFactor), times the city's cost and a late booking's. */
  factor: number
  tax: { percent: number; perNight: number }
  /** The last free-cancellation day, by how many days before check-in it is. */
  until: Map<number, string>
  /** The end of every rate id of this search. */
  suffix: string
}

function pricingOf(city: Place, q: StaySearchInput, nights: number): Pricing {
  const lead = Math.round((Date.parse(q.checkin) - Date.parse(q.today)) / DAY_MS)
  const lastMinute = lead < 7 ? 1.1 : 1
  const busy = city.rank !== null && city.rank <= 50 ? 1.15 : 1
  return {
    q,
    nights,
    factor: nightFactor(city.code, q.checkin, nights) * costIndex(city.countryCode) * lastMinute * busy,
    tax: taxesOf(city.countryCode),
    until: new Map([1, 2, 3, 7].map((days) => [days, dayAfter(q.checkin, -days)])),
    suffix: `${q.checkin}-${q.checkout}-${q.adults}-${q.rooms}`,
  }
}

interface RateInput {
  property: StayProperty
  room: StayProperty['rooms'][number]
  plan: (typeof PLANS)[number]
  /** The property's own price for these dates against its usual (0.95-1.05). */
  dated: number
  s: Pricing
}

function rateOf({ property, room, plan, dated, s }: RateInput): StayRate | null {
  const { q, nights, tax } = s
  const { kind } = room
  const perRoomAdults = Math.ceil(q.adults / q.rooms)
  // Every room of a booking holds its share of the adults.
  if (room.sleeps < perRoomAdults) return null
  const refundable = plan.refundable && (plan.board === 'breakfast' || room.roomOnlyRefundable)
  if (plan.board === 'breakfast' && !property.amenities.includes('breakfast')) return null
  const until = refundable ? (s.until.get(room.freeDays) ?? null) : null
  // A free cancellation whose last day has passed is a rate that can no longer be cancelled free.
  if (until !== null && until < q.today) return null
  // The flexible room-only plan is that room's free cancellation: without one it would repeat 'n'.
  if (plan.board === 'roomOnly' && plan.refundable && until === null) return null
  const perRoom =
    BASE_NIGHTLY_USD[property.stars] *
    ROOM_KINDS[kind].factor *
    s.factor *
    property.priceVariance *
    dated *
    (refundable ? 1.1 : 1)
  const breakfast =
    plan.board === 'breakfast' ? perRoom * 0.1 + 900 * Math.min(room.sleeps, perRoomAdults) : 0
  const nightly = Math.round(perRoom + breakfast) * q.rooms
  const taxes = Math.round((nightly * nights * tax.percent) / 100) + tax.perNight * nights * q.rooms
  return {
    id: `st-${VERSION}-${property.id}-${kind}-${plan.plan}-${s.suffix}`,
    kind,
    sleeps: room.sleeps,
    board: plan.board as TStayBoard,
    freeCancellationUntil: until,
    nightly,
    taxes,
    total: nightly * nights + taxes,
    currency: SOURCE_CURRENCY,
  }
}

/**
 * The embedded stay generator (decision 081): a city's properties follow from its code alone (names,
 * stars, ratings, neighbourhoods, amenities, rooms), their prices from the dates, the party and today.
 */
export function createStayGenerator(places: () => PlaceIndex): StayOfferSource {
  const cities = new LRUCache<string, StayProperty[]>({ max: 64 })
  const propertiesOf = (city: Place): StayProperty[] => {
    let list = cities.get(city.code)
    if (!list) {
      const taken = new Set<string>()
      list = Array.from({ length: propertyCount(city.rank) }, (_, i) => buildProperty(city, i, taken))
      cities.set(city.code, list)
    }
    return list
  }
  const offerFor = (property: StayProperty, s: Pricing): StayOffer | null => {
    const rates: StayRate[] = []
    const dated = 0.95 + stableFraction(`price|${property.id}|${s.q.checkin}`) * 0.1
    for (const room of property.rooms) {
      for (const plan of PLANS) {
        const rate = rateOf({ property, room, plan, dated, s })
        if (rate) rates.push(rate)
      }
    }
    rates.sort((a, b) => a.total - b.total)
    return rates.length
      ? { property, checkin: s.q.checkin, checkout: s.q.checkout, nights: s.nights, rates }
      : null
  }
  return {
    searchStays(q) {
      const city = places().cityOf(q.destination)
      const nights = nightsBetween(q.checkin, q.checkout)
      if (!city || nights < 1) return []
      const pricing = pricingOf(city, q, nights)
      return propertiesOf(city).flatMap((p) => offerFor(p, pricing) ?? [])
    },
    propertyStay(propertyId, q) {
      const m = /^([A-Z]{3})(\d{3})$/.exec(propertyId)
      const city = m ? places().cityOf(m[1] as string) : null
      const property = city ? propertiesOf(city)[Number(m?.[2])] : undefined
      const nights = nightsBetween(q.checkin, q.checkout)
      if (!city || !property || nights < 1) return null
      // A property none of whose rooms holds the party is still that property, with no rates.
      const where = { ...q, destination: city.code }
      return (
        offerFor(property, pricingOf(city, where, nights)) ?? {
          property,
          checkin: q.checkin,
          checkout: q.checkout,
          nights,
          rates: [],
        }
      )
    },
    rateById(id, today) {
      const m =
        /^st-(\d+)-([A-Z]{3})(\d{3})-([a-zA-Z]+)-([nfb])-(\d{4}-\d{2}-\d{2})-(\d{4}-\d{2}-\d{2})-(\d+)-(\d+)$/.exec(
          id,
        )
      if (!m || Number(m[1]) !== VERSION) return null
      const [
        ,
        ,
        cityCode = '',
        index = '',
        kind = '',
        plan = '',
        checkin = '',
        checkout = '',
        adults,
        rooms,
      ] = m
      const city = places().cityOf(cityCode)
      const property = city ? propertiesOf(city)[Number(index)] : undefined
      const nights = nightsBetween(checkin, checkout)
      if (!city || !property || nights < 1 || checkin < today) return null
      const q: StaySearchInput = {
        destination: city.code,
        checkin,
        checkout,
        adults: Number(adults),
        rooms: Number(rooms),
        today,
      }
      const offer = offerFor(property, pricingOf(city, q, nights))
      const rate = offer?.rates.find((r) => r.kind === kind && r.id === id)
      return offer && rate && plan ? { offer, rate } : null
    },
  }
}
