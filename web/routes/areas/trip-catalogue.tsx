import tripsCatalogueMessages from 'virtual:fw-messages/section/tripsCatalogue'
import { FlightResultsPage } from '../../features/flight-results/flight-results-page.tsx'
import { ResultsPage } from '../../features/trip-catalogue/results-page.tsx'
import { SearchLandingPage } from '../../features/trip-catalogue/search-landing-page.tsx'
import '../../features/trip-catalogue/trip-catalogue.css'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(tripsCatalogueMessages)

/** The demo catalogue's search pages and results pages, one of each per vertical (decision 044). */
export const PAGES = {
  flightLanding: () => <SearchLandingPage vertical="flight" />,
  trainLanding: () => <SearchLandingPage vertical="train" />,
  hotelLanding: () => <SearchLandingPage vertical="hotel" />,
  carLanding: () => <SearchLandingPage vertical="car" />,
  flightSearch: () => <FlightResultsPage />,
  trainSearch: () => <ResultsPage vertical="train" />,
  hotelSearch: () => <ResultsPage vertical="hotel" />,
  carSearch: () => <ResultsPage vertical="car" />,
}
