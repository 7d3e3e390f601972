import tripsCatalogueMessages from 'virtual:fw-messages/section/tripsCatalogue'
import { useParams } from 'react-router'
import { isCataloguePlace } from '../../../shared/trips/catalogue-contract.ts'
import { BookingPage } from '../../features/booking/booking-page.tsx'
import { CarResultsPage } from '../../features/car-results/car-results-page.tsx'
import { FlightResultsPage } from '../../features/flight-results/flight-results-page.tsx'
import { StayPropertyPage } from '../../features/stay-results/stay-property-page.tsx'
import { StayResultsPage } from '../../features/stay-results/stay-results-page.tsx'
import { TrainResultsPage } from '../../features/train-results/train-results-page.tsx'
import { ResultsPage } from '../../features/trip-catalogue/results-page.tsx'
import { SearchLandingPage } from '../../features/trip-catalogue/search-landing-page.tsx'
import '../../features/trip-catalogue/trip-catalogue.css'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(tripsCatalogueMessages)

/**
 * Stays searched by place code (the search box's URLs) come from the stay source (decision 081); the
 * demo catalogue's place keys (/hotels/search/tokyo/…) keep the demo catalogue's page, whose offers the
 * business checkout, policies and book on behalf still read, until the booking flow moves them (issue 25).
 */
function HotelResults() {
  const first = useParams()['*']?.split('/')[0] ?? ''
  return isCataloguePlace(first) ? <ResultsPage vertical="hotel" /> : <StayResultsPage />
}

/** The demo catalogue's search pages and results pages, one of each per vertical (decision 044). */
export const PAGES = {
  flightLanding: () => <SearchLandingPage vertical="flight" />,
  trainLanding: () => <SearchLandingPage vertical="train" />,
  hotelLanding: () => <SearchLandingPage vertical="hotel" />,
  carLanding: () => <SearchLandingPage vertical="car" />,
  flightSearch: () => <FlightResultsPage />,
  trainSearch: () => <TrainResultsPage />,
  hotelSearch: () => <HotelResults />,
  hotelProperty: () => <StayPropertyPage />,
  carSearch: () => <CarResultsPage />,
  booking: () => <BookingPage />,
}
