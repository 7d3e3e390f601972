import type { CarOfferSource } from './cars/car-source.ts'
import type { FlightOfferSource } from './flights/offer-source.ts'
import type { StayOfferSource } from './stays/stay-source.ts'
import type { TrainOfferSource } from './trains/train-generator.ts'

/** The offer sources (decisions 071, 081, 082, 083): search, trips, booking and policies all read them. */
export interface OfferSources {
  flights: FlightOfferSource
  stays: StayOfferSource
  trains: TrainOfferSource
  cars: CarOfferSource
}
