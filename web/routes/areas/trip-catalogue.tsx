import tripsCatalogueMessages from 'virtual:fw-messages/section/tripsCatalogue'
import { lazy, Suspense, useEffect, useState } from 'react'
import { useParams } from 'react-router'
import { isCataloguePlace } from '../../../shared/trips/catalogue-contract.ts'
import { CarResultsPage } from '../../features/car-results/car-results-page.tsx'
import { FlightResultsPage } from '../../features/flight-results/flight-results-page.tsx'
import { StayPropertyPage } from '../../features/stay-results/stay-property-page.tsx'
import { StayResultsPage } from '../../features/stay-results/stay-results-page.tsx'
import { TrainResultsPage } from '../../features/train-results/train-results-page.tsx'
import { ResultsPage } from '../../features/trip-catalogue/results-page.tsx'
import { SearchLandingPage } from '../../features/trip-catalogue/search-landing-page.tsx'
import '../../features/trip-catalogue/trip-catalogue.css'
import { importWithRetry } from '../../api/lazy-import.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

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

// The booking page (decision 084) brings the checkout's sections: a chunk of its own, so that the results
// pages (and the entry's map of what each area preloads) do not carry them.
const BookingBody = lazy(() => importWithRetry(() => import('../../features/booking/booking-page.tsx')))

function BookingLoading() {
  const { t } = useTranslation()
  return (
    <article className="fw-page fw-booking" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('tripsCatalogue.booking.title')}</h1>
      <p role="status">{t('tripsCatalogue.booking.loading')}</p>
    </article>
  )
}

/** The booking page loads after hydration: the server render and the first client render show its frame. */
function Booking() {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  if (!mounted) {
    return <BookingLoading />
  }
  return (
    <Suspense fallback={<BookingLoading />}>
      <BookingBody />
    </Suspense>
  )
}

/** Each vertical's search page and results pages, and the booking page. */
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
  booking: () => <Booking />,
}
