import { defineEndpoint } from '../endpoint.ts'
import { ErrorCode } from '../error-codes.ts'
import { CATALOGUE_ROUTES, CatalogueErrorCode } from '../trips/catalogue-contract.ts'
import {
  ZAnySearchQuerySchema,
  ZCatalogueSearchResponseSchema,
  ZSearchParamsSchema,
} from '../trips/catalogue-schemas.ts'
import {
  CAR_SEARCH_API_PATH,
  CarSearchErrorCode,
  ZCarSearchQuerySchema,
  ZCarSearchResponseSchema,
} from './car-search-contract.ts'
import {
  FLIGHT_CALENDAR_API_PATH,
  FLIGHT_SEARCH_API_PATH,
  FlightSearchErrorCode,
  ZFlightCalendarQuerySchema,
  ZFlightCalendarResponseSchema,
  ZFlightSearchQuerySchema,
  ZFlightSearchResponseSchema,
} from './flight-search-contract.ts'
import { LANDING_API_PATH, ZLandingQuerySchema, ZLandingResponseSchema } from './landing-contract.ts'
import { PLACES_API_PATH, ZPlacesQuerySchema, ZPlacesResponseSchema } from './places-contract.ts'
import {
  STAY_PROPERTY_API_PATH,
  STAY_SEARCH_API_PATH,
  StaySearchErrorCode,
  ZStayPropertyParamsSchema,
  ZStayPropertyQuerySchema,
  ZStayPropertyResponseSchema,
  ZStaySearchQuerySchema,
  ZStaySearchResponseSchema,
} from './stay-search-contract.ts'
import {
  TRAIN_SEARCH_API_PATH,
  TrainSearchErrorCode,
  ZTrainSearchQuerySchema,
  ZTrainSearchResponseSchema,
} from './train-search-contract.ts'

/** A search generates and prices its offers: the costly part, so the limit is per address. */
const searching = { max: 120, timeWindow: 60_000 }
const codes = <T extends Record<string, string>>(errors: T) => Object.values(errors) as T[keyof T][]

/**
 * The catalogue's public calls (decisions 044, 070, 071, 081-083; issue 27 item 2): searches in the
 * visitor's currency, a property's rooms, the flight calendar, place suggestions and landing pages. No
 * session needed; in business mode the traveller's policy judges the offers.
 */
export const catalogueEndpoints = {
  flights: defineEndpoint({
    method: 'GET',
    path: FLIGHT_SEARCH_API_PATH,
    summary: "A flight search's offers, filtered, counted and sorted, in the asked or the page's currency",
    query: ZFlightSearchQuerySchema,
    response: ZFlightSearchResponseSchema,
    rateLimit: searching,
    errors: codes(FlightSearchErrorCode),
  }),
  // The strip and the insight take fifteen searches: half the search's limit.
  flightCalendar: defineEndpoint({
    method: 'GET',
    path: FLIGHT_CALENDAR_API_PATH,
    summary: "The cheapest fares three days either side of a flight search's dates, and how today's compare",
    query: ZFlightCalendarQuerySchema,
    response: ZFlightCalendarResponseSchema,
    rateLimit: { max: 60, timeWindow: 60_000 },
    errors: codes(FlightSearchErrorCode),
  }),
  hotels: defineEndpoint({
    method: 'GET',
    path: STAY_SEARCH_API_PATH,
    summary:
      "A city's properties for a stay, filtered, counted and sorted, in the asked or the page's currency",
    query: ZStaySearchQuerySchema,
    response: ZStaySearchResponseSchema,
    rateLimit: searching,
    errors: codes(StaySearchErrorCode),
  }),
  property: defineEndpoint({
    method: 'GET',
    path: `${STAY_PROPERTY_API_PATH}/:propertyId`,
    summary: "One property's rooms and rates for a stay",
    params: ZStayPropertyParamsSchema,
    query: ZStayPropertyQuerySchema,
    response: ZStayPropertyResponseSchema,
    rateLimit: searching,
    errors: codes(StaySearchErrorCode),
  }),
  trains: defineEndpoint({
    method: 'GET',
    path: TRAIN_SEARCH_API_PATH,
    summary: "A day's train departures between two cities (and the return day's); none where no railway runs",
    query: ZTrainSearchQuerySchema,
    response: ZTrainSearchResponseSchema,
    rateLimit: searching,
    errors: codes(TrainSearchErrorCode),
  }),
  cars: defineEndpoint({
    method: 'GET',
    path: CAR_SEARCH_API_PATH,
    summary: "The rental cars of every supplier at a place's desks, filtered, counted and sorted",
    query: ZCarSearchQuerySchema,
    response: ZCarSearchResponseSchema,
    rateLimit: searching,
    errors: codes(CarSearchErrorCode),
  }),
  // A keystroke is a request: the limit is generous, and only stops a script from walking the whole list.
  places: defineEndpoint({
    method: 'GET',
    path: PLACES_API_PATH,
    summary: 'Airports and cities whose names or codes start with what the visitor typed',
    query: ZPlacesQuerySchema,
    response: ZPlacesResponseSchema,
    rateLimit: { max: 600, timeWindow: 60_000 },
  }),
  landing: defineEndpoint({
    method: 'GET',
    path: LANDING_API_PATH,
    summary: 'A landing page’s content (flights to a city, hotels in a city, trips to a country)',
    query: ZLandingQuerySchema,
    response: ZLandingResponseSchema,
    rateLimit: searching,
    errors: [ErrorCode.NOT_FOUND],
  }),
  // The demo catalogue (decision 044). The query's fields depend on the vertical: the route reads them
  // with that vertical's strict schema (a failure is the common 400).
  search: defineEndpoint({
    method: 'GET',
    path: CATALOGUE_ROUTES.search,
    summary: "The demo catalogue's offers for a vertical's search",
    params: ZSearchParamsSchema,
    query: ZAnySearchQuerySchema,
    response: ZCatalogueSearchResponseSchema,
    rateLimit: searching,
    notFound: { code: CatalogueErrorCode.VERTICAL_NOT_FOUND, description: 'No such kind of offer.' },
    errors: [CatalogueErrorCode.VERTICAL_NOT_FOUND],
  }),
}
