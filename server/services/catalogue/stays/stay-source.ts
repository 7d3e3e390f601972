import type {
  STAY_BOARDS,
  STAY_ROOM_KINDS,
  TStayAmenity,
  TStayWhere,
} from '../../../../shared/catalogue/stay-search-rules.ts'

export type TStayBoard = (typeof STAY_BOARDS)[number]
export type TStayRoomKind = (typeof STAY_ROOM_KINDS)[number]

export interface Neighbourhood {
  code: string
  name: string
  nameKo: string
  /** How far its properties are from the city centre, about, in km. */
  km: number
}

/** A property as it is whatever the dates: the same for a city on every instance and every day. */
export interface StayProperty {
  id: string
  cityCode: string
  /** The city's name in English and its time zone: what a trip shows of a booked stay. */
  cityName: string
  timeZone: string
  name: string
  nameKo: string
  stars: 1 | 2 | 3 | 4 | 5
  /** Guest rating in tenths of a point out of 10 (86 = 8.6). */
  ratingTenths: number
  reviewCount: number
  neighbourhood: Neighbourhood
  /** Distance from the city centre in tenths of a km. */
  distanceTenthsKm: number
  amenities: TStayAmenity[]
  rooms: { kind: TStayRoomKind; sleeps: number; roomOnlyRefundable: boolean; freeDays: number }[]
  /** The property's prices against its city's and stars' usual (0.8-1.25). */
  priceVariance: number
}

/** One way to book one room kind: board and cancellation, priced for the stay. */
export interface StayRate {
  id: string
  kind: TStayRoomKind
  sleeps: number
  board: TStayBoard
  /** The last day (the property's local date) a booking can be cancelled free; null: not refundable. */
  freeCancellationUntil: string | null
  /** Per night for every room booked, before taxes; in minor units of `currency`. */
  nightly: number
  /** Taxes and fees for the whole stay. */
  taxes: number
  /** nightly × nights + taxes. */
  total: number
  currency: string
}

/** A property's rates for a search, cheapest first. */
export interface StayOffer {
  property: StayProperty
  checkin: string
  checkout: string
  nights: number
  rates: StayRate[]
}

export interface StaySearchInput extends TStayWhere {
  /** Today's date (ISO), which prices and terms depend on: the same search gives the same offers all day. */
  today: string
}

/**
 * The port every stay offer comes through (decision 081), as flights' (decision 071): the embedded
 * generator today, a supplier's adapter tomorrow. Prices are in the source's currency.
 */
export interface StayOfferSource {
  /** The properties of a city (or of the city an airport serves) with rooms for the search. */
  searchStays(input: StaySearchInput): StayOffer[]
  /** One property's rates for a stay (`input.destination` is ignored: the id names the city); null when unknown. */
  propertyStay(propertyId: string, input: StaySearchInput): StayOffer | null
  /** The rate an id names, priced today, with its property; null when it no longer exists. */
  rateById(id: string, today: string): { offer: StayOffer; rate: StayRate } | null
}
