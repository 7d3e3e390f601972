/*
 * The demo catalogue's data (decision 044): templates, not rows. A search's offers are these templates
 * laid on the searched places and dates, so every offer id names all it needs to be made again
 * (find needs no storage). Changing anything here that changes an offer raises CATALOGUE_VERSION, so
 * that ids of the old data are not found rather than found with another price.
 */
export const CATALOGUE_VERSION = 1
export const CATALOGUE_CURRENCY = 'USD'

export interface FlightTemplate {
  airline: string
  code: string
  departs: string
  /** Cents over the route's base fare. */
  surcharge: number
  stops: number
  /** The cabin a travel policy's class limit reads (decision 054). */
  cabin: 'economy' | 'premiumEconomy' | 'business' | 'first'
}

export const FLIGHTS: readonly FlightTemplate[] = [
  { airline: 'Fernway Air', code: 'FW', departs: '07:15', surcharge: 0, stops: 1, cabin: 'economy' },
  { airline: 'Fernway Air', code: 'FW', departs: '11:40', surcharge: 6_500, stops: 0, cabin: 'business' },
  {
    airline: 'Northwind Airlines',
    code: 'NW',
    departs: '19:05',
    surcharge: 3_000,
    stops: 0,
    cabin: 'premiumEconomy',
  },
]

export interface HotelTemplate {
  /** {place} is the destination's name. */
  name: string
  stars: number
  /** Cents a night before the place's own variation. */
  nightly: number
  /** The chain's code, for preferred chains (decision 054). */
  chain: string
}

export const HOTELS: readonly HotelTemplate[] = [
  { name: 'Grand {place} Hotel', stars: 5, nightly: 24_000, chain: 'GRD' },
  { name: '{place} Harbour Inn', stars: 3, nightly: 11_500, chain: 'HBR' },
  { name: 'Hostel Fernway {place}', stars: 2, nightly: 4_800, chain: 'FWH' },
]
export const HOTEL_CHECKIN = '15:00'
export const HOTEL_CHECKOUT = '11:00'

export interface CarTemplate {
  category: string
  seats: number
  daily: number
  /** The class a policy's limit reads and the renting company's code (decision 054). */
  carClass: 'compact' | 'suv' | 'minivan'
  vendor: string
}

export const CARS: readonly CarTemplate[] = [
  { category: 'Compact', seats: 4, daily: 3_900, carClass: 'compact', vendor: 'FWC' },
  { category: 'SUV', seats: 5, daily: 6_900, carClass: 'suv', vendor: 'NWR' },
  { category: 'Minivan', seats: 5, daily: 8_400, carClass: 'minivan', vendor: 'FWC' },
]
export const CAR_PICKUP = '10:00'

export interface TrainTemplate {
  operator: string
  departs: string
  /** Times the route's base fare, in tenths (12: 1.2 times). */
  fareTenths: number
  travelClass: 'standard' | 'first'
}

export const TRAINS: readonly TrainTemplate[] = [
  { operator: 'Fernway Rail', departs: '06:50', fareTenths: 10, travelClass: 'standard' },
  { operator: 'Fernway Rail Express', departs: '09:30', fareTenths: 14, travelClass: 'first' },
  { operator: 'Night Rail', departs: '22:10', fareTenths: 8, travelClass: 'standard' },
]

/** Trains run only where rails do; each pair runs both ways. Hours and base fares in cents. */
export const TRAIN_ROUTES: readonly { a: string; b: string; hours: number; fare: number }[] = [
  { a: 'seoul', b: 'busan', hours: 3, fare: 4_600 },
  { a: 'tokyo', b: 'osaka', hours: 3, fare: 9_800 },
  { a: 'paris', b: 'london', hours: 3, fare: 12_000 },
  { a: 'paris', b: 'barcelona', hours: 7, fare: 11_000 },
  { a: 'paris', b: 'berlin', hours: 9, fare: 13_500 },
  { a: 'rome', b: 'paris', hours: 11, fare: 14_000 },
  { a: 'new-york', b: 'vancouver', hours: 60, fare: 39_000 },
  { a: 'san-francisco', b: 'los-angeles', hours: 9, fare: 6_000 },
]
