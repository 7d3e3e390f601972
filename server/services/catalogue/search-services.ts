import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { type CarSearchService, createCarSearchService } from './cars/car-search.service.ts'
import { createFlightCalendarService, type FlightCalendarService } from './flights/flight-calendar.ts'
import { createFlightSearchService, type FlightSearchService } from './flights/flight-search.service.ts'
import { createLandingService, type LandingService } from './landing/landing.service.ts'
import type { OfferSources } from './offer-sources.ts'
import { placeIndex } from './places/places.service.ts'
import { createStaySearchService, type StaySearchService } from './stays/stay-search.service.ts'
import { createTrainSearchService, type TrainSearchService } from './trains/train-search.service.ts'

export interface SearchServices {
  /** Flight search over the offer source's offers (decision 071). */
  flights: FlightSearchService
  /** The flight price strip and insight (decision 071). */
  flightCalendar: FlightCalendarService
  /** Stay search over the stay offer source (decision 081). */
  stays: StaySearchService
  /** Train search over the rail timetable source (decision 082). */
  trains: TrainSearchService
  /** Car rental search over the car offer source (decision 083). */
  cars: CarSearchService
  /** The landing pages' content: flights to a city, hotels in it, trips to a country (issue 27). */
  landing: LandingService
}

/** Search over the offer sources: flights and their calendar (decision 071), stays (081), trains (082), cars (083). */
export function searchServices(sources: OfferSources): SearchServices {
  const common = { places: placeIndex, rates: EXCHANGE_RATES }
  const flights = { ...common, source: sources.flights }
  const flightCalendar = createFlightCalendarService(flights)
  return {
    flights: createFlightSearchService(flights),
    flightCalendar,
    landing: createLandingService({ places: placeIndex, calendar: flightCalendar }),
    stays: createStaySearchService({ ...common, source: sources.stays }),
    trains: createTrainSearchService({ ...common, source: sources.trains }),
    cars: createCarSearchService({ ...common, source: sources.cars }),
  }
}
