import carResultsMessages from 'virtual:fw-messages/section/carResults'
import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarOffer, TCarSearchResponse } from '../../../shared/catalogue/car-search-contract.ts'
import { CAR_SORTS, CarSearchErrorCode } from '../../../shared/catalogue/car-search-rules.ts'
import {
  CAR_FILTER_PARAMS,
  carApiQuery,
  parseCarResultsUrl,
  type TCarFilters,
  type TCarSearch,
} from '../../../shared/catalogue/car-search-url.ts'
import { createCarSearchApi } from '../../api/car-search.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { CarSearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { ResultsArticle, ResultsHeading } from '../search-results/results-article.tsx'
import {
  type TVertical,
  type TVerticalPageProps,
  useVerticalResults,
} from '../search-results/use-vertical-results.tsx'
import { VerticalResultsLayout } from '../search-results/vertical-results-layout.tsx'
import { CarFilters } from './car-filters.tsx'
import { CarOfferCard } from './car-offer-card.tsx'
import '../search-results/search-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(carResultsMessages)

const KNOWN = new Set(Object.values(CarSearchErrorCode))

const CARS: TVertical<TCarSearch, TCarFilters, TCarSearchResponse> = {
  parse: parseCarResultsUrl,
  apiQuery: carApiQuery,
  filterParams: CAR_FILTER_PARAMS,
  createApi: createCarSearchApi,
  SearchBox: CarSearchBoxOnUse,
}

/**
 * The car results page (issue 25 item 2, decision 083): cars by class and supplier with their terms and
 * prices, the sort and filters in the URL; the server filters, counts and sorts.
 */
export function CarResultsPage(props: TVerticalPageProps<TCarSearchResponse>) {
  const page = useVerticalResults<TCarSearch, TCarFilters, TCarSearchResponse, TCarOffer>(CARS, props)
  const { t, search, shown, load, format, completed } = page
  const noRoad = load.status === 'loaded' && load.answer.reason === 'noRoad'
  return (
    <ResultsArticle box={page.box}>
      <ResultsHeading
        title={
          shown
            ? shown.oneWay
              ? t('carResults.headingOneWay', { from: shown.pickupPlace.name, to: shown.dropoffPlace.name })
              : t('carResults.heading', { place: shown.pickupPlace.name })
            : t('carResults.title')
        }
        about={
          search && [
            format.dateRange(search.pickupDate, search.dropoffDate),
            shown ? t('carResults.days', { count: shown.days }) : null,
            t('carResults.driverAge', { age: search.driverAge }),
          ]
        }
        notASearch={t('carResults.errors.notASearch')}
      />
      {search && noRoad ? (
        <p role="status" className="fw-results-problem">
          {t('carResults.noRoad')}
        </p>
      ) : null}
      {search && !noRoad ? (
        <VerticalResultsLayout
          page={page}
          unit="cars"
          sorts={CAR_SORTS}
          messages="carResults"
          known={KNOWN}
          Filters={CarFilters}
        >
          {load.status === 'loaded'
            ? load.offers.map((offer) => (
                <CarOfferCard
                  key={offer.id}
                  offer={offer}
                  days={load.answer.days}
                  format={format}
                  catalogue={page.catalogue}
                  deps={page.deps}
                  savedEventId={completed?.resultId === offer.id ? completed.eventId : null}
                  showPolicy={page.business}
                />
              ))
            : null}
        </VerticalResultsLayout>
      ) : null}
    </ResultsArticle>
  )
}

export default CarResultsPage
