import tripsCatalogueMessages from 'virtual:fw-messages/section/tripsCatalogue'
import { ResultsPage } from '../../features/trip-catalogue/results-page.tsx'
import '../../features/trip-catalogue/trip-catalogue.css'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'

addEnglishMessages(tripsCatalogueMessages)

/** The demo catalogue's results pages, one per vertical (decision 044). */
export const PAGES = {
  flightSearch: () => <ResultsPage vertical="flight" />,
  trainSearch: () => <ResultsPage vertical="train" />,
  hotelSearch: () => <ResultsPage vertical="hotel" />,
  carSearch: () => <ResultsPage vertical="car" />,
}
