import type { TFlightLegSearch } from '../../../../shared/catalogue/flight-search-contract.ts'
import type { Airline, TAlliance } from './airlines.ts'
import type { TCabin, TFareFamily } from './fares.ts'
import type { Itinerary } from './itineraries.ts'

/**
 * The port every flight offer comes through (decision 071): the embedded generator today, a supplier's
 * adapter tomorrow. Prices are in the source's currency; the search converts them for the visitor.
 */
export interface FlightSearchInput {
  legs: readonly TFlightLegSearch[]
  adults: number
  children: number
  infants: number
  cabin: TCabin
  /** Today's date (ISO), which prices depend on: the same search gives the same offers all day. */
  today: string
}

export interface FlightOffer {
  id: string
  legs: Itinerary[]
  cabin: TCabin
  family: TFareFamily
  /** One adult's fare and everyone's, in minor units of `currency`. */
  perAdult: number
  total: number
  currency: string
  carriers: Airline[]
  alliance: TAlliance | null
  /** Kilograms of CO2e for one traveller (emissions.ts). */
  emissionsKg: number
}

export interface FlightOfferSource {
  searchFlights(input: FlightSearchInput): FlightOffer[]
  /**
   * The offer an id names, priced today, or null when its flights no longer fly or have left: saving and
   * booking take this copy, never the browser's.
   */
  offerById(id: string, today: string): FlightOffer | null
}
