import type { TCarFuelPolicy } from '../../../../shared/catalogue/car-search-rules.ts'
import { stableFraction } from '../stable-hash.ts'
import type { CarLocation, CarSupplier } from './car-source.ts'

/** A supplier and its terms: what it charges against the market, and what it asks of a renter. */
export interface SupplierTerms extends CarSupplier {
  /** Its prices against the market's (0.85-1.15). */
  priceFactor: number
  fuelPolicy: TCarFuelPolicy
  /** Kilometres a day included; null: always unlimited. */
  kmPerDay: number | null
  /** Free cancellation up to this many hours before pick-up; null: prepaid, not refundable. */
  freeHours: number | null
  minAge: number
  /** A young driver's fee per day in US cents, charged for ten days at most. */
  youngFeePerDay: number
  /** Whether it lets a car be returned in another city, and its one-way fees against the market's. */
  oneWay: number | null
  /** How likely it has a desk at an airport and an office in a district. */
  airportShare: number
  townShare: number
}

/** Brand-neutral suppliers of the embedded generator; none is a real company. */
export const SUPPLIERS: readonly SupplierTerms[] = [
  {
    code: 'PD',
    name: 'Pinecone Drive',
    ratingTenths: 88,
    priceFactor: 1.14,
    fuelPolicy: 'fullToFull',
    kmPerDay: null,
    freeHours: 24,
    minAge: 21,
    youngFeePerDay: 2_200,
    oneWay: 1,
    airportShare: 0.9,
    townShare: 0.6,
  },
  {
    code: 'WF',
    name: 'Wayfarer Cars',
    ratingTenths: 84,
    priceFactor: 1.05,
    fuelPolicy: 'fullToFull',
    kmPerDay: null,
    freeHours: 48,
    minAge: 21,
    youngFeePerDay: 1_900,
    oneWay: 1.1,
    airportShare: 0.9,
    townShare: 0.7,
  },
  {
    code: 'LK',
    name: 'Lark Car Rental',
    ratingTenths: 81,
    priceFactor: 1,
    fuelPolicy: 'fullToFull',
    kmPerDay: 300,
    freeHours: 48,
    minAge: 23,
    youngFeePerDay: 1_500,
    oneWay: 0.9,
    airportShare: 0.8,
    townShare: 0.5,
  },
  {
    code: 'KS',
    name: 'Kestrel Rent',
    ratingTenths: 79,
    priceFactor: 0.95,
    fuelPolicy: 'sameToSame',
    kmPerDay: null,
    freeHours: 48,
    minAge: 19,
    youngFeePerDay: 1_700,
    oneWay: 1.2,
    airportShare: 0.75,
    townShare: 0.55,
  },
  {
    code: 'TD',
    name: 'Tidewater Rent-a-Car',
    ratingTenths: 76,
    priceFactor: 0.9,
    fuelPolicy: 'sameToSame',
    kmPerDay: 250,
    freeHours: 72,
    minAge: 21,
    youngFeePerDay: 1_300,
    oneWay: null,
    airportShare: 0.7,
    townShare: 0.45,
  },
  {
    code: 'OR',
    name: 'Orbit Auto',
    ratingTenths: 71,
    priceFactor: 0.84,
    fuelPolicy: 'prepaidFull',
    kmPerDay: 200,
    freeHours: null,
    minAge: 18,
    youngFeePerDay: 1_100,
    oneWay: null,
    airportShare: 0.65,
    townShare: 0.3,
  },
]

/**
 * The suppliers with a desk at a location: each by its share of airports or of districts (fewer at
 * small airports), and one at least, so that no location the search names is empty.
 */
export function suppliersAt(location: CarLocation): readonly SupplierTerms[] {
  const draw = (s: SupplierTerms) => stableFraction(`desk|${s.code}|${location.code}`)
  const share = (s: SupplierTerms) =>
    location.kind === 'airport' ? s.airportShare * (location.rank === null ? 0.6 : 1) : s.townShare
  const found = SUPPLIERS.filter((s) => draw(s) < share(s))
  if (found.length > 0) return found
  const first = [...SUPPLIERS].sort((a, b) => draw(a) - draw(b))[0]
  return first ? [first] : []
}
