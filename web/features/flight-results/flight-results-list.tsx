import { useMemo } from 'react'
import type {
  TFlightCalendarResponse,
  TFlightOffer,
  TFlightSearchResponse,
} from '../../../shared/catalogue/flight-search-contract.ts'
import { FLIGHT_SORTS } from '../../../shared/catalogue/flight-search-rules.ts'
import type { TFlightFilters, TFlightSearch } from '../../../shared/catalogue/flight-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { filterCount, ResultsLayout } from '../search-results/results-layout.tsx'
import { SortControl } from '../search-results/sort-control.tsx'
import { useStagedList } from '../search-results/use-staged-list.ts'
import type { CatalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import type { OfferActionDeps } from '../trip-catalogue/use-offer-actions.ts'
import { FlightFilters, type TSetFilter } from './flight-filters.tsx'
import { catalogueOfferOf, type FlightFormat } from './flight-format.ts'
import { FlightOfferCard } from './flight-offer-card.tsx'
import { SearchFailure } from './flight-search-problem.tsx'
import { PriceInsight, PriceStrip } from './price-strip.tsx'
import type { TFlightLoad } from './use-flight-results.ts'

interface Props {
  search: TFlightSearch
  filters: TFlightFilters
  load: TFlightLoad
  /** The last answer, whose facets the filters show while the next loads. */
  last: TFlightSearchResponse | null
  calendar: TFlightCalendarResponse | null
  format: FlightFormat
  catalogue: CatalogueFormat
  deps: OfferActionDeps
  business: boolean
  completed: { resultId: string; eventId: string } | null
  setFilter: TSetFilter
  /** Asks ahead for what a filter would show (a pointer resting on it, a focus). */
  prefetchFilter: TSetFilter
  clearFilters(): void
  loadMore(): void
  retry(): void
}

const NO_PLACES = {}
const NO_OFFERS: TFlightOffer[] = []
const keyOfResult = ({ offer }: { offer: TFlightOffer }) => offer.id

/** Sort, filters, the price strip and the offers, in every results page's frame. */
export function FlightResultsList(props: Props) {
  const { t } = useTranslation()
  const { search, filters, load, calendar, format } = props
  const travellers = search.adults + search.children + search.infants
  const shown = load.status === 'loaded' ? load.answer : props.last
  const places = load.status === 'loaded' ? load.answer.places : NO_PLACES
  const offers = load.status === 'loaded' ? load.offers : NO_OFFERS
  const results = useMemo(
    () =>
      offers.map((offer) => ({
        offer,
        result: catalogueOfferOf(offer, places, t(`flightResults.fare.${offer.fareFamily.code}`)),
      })),
    [offers, places, t],
  )
  const drawn = useStagedList(results, keyOfResult)
  const filterForm = shown ? (
    <FlightFilters
      search={search}
      filters={filters}
      facets={shown.facets}
      places={shown.places}
      currency={shown.currency}
      format={format}
      setFilter={props.setFilter}
      prefetchFilter={props.prefetchFilter}
    />
  ) : null
  return (
    <ResultsLayout
      unit="flights"
      load={load}
      filterForm={filterForm}
      activeFilters={filterCount(filters)}
      clearFilters={props.clearFilters}
      sort={
        <SortControl
          sorts={FLIGHT_SORTS}
          messages="flightResults.sort"
          value={filters.sort}
          onChange={(sort) => props.setFilter('sort', sort === 'best' ? null : sort)}
        />
      }
      above={
        /* The insight and the strip keep their place while they load, so that the offers do not move. */
        search.kind === 'multiCity' ? null : (
          <div className="fw-flight-calendar">
            {calendar ? (
              <>
                <PriceInsight calendar={calendar} format={format} travellers={travellers} />
                <PriceStrip calendar={calendar} search={search} filters={filters} format={format} />
              </>
            ) : null}
          </div>
        )
      }
      empty={{ noMatch: t('flightResults.noMatch'), none: t('flightResults.noFlights') }}
      failure={(code) => <SearchFailure code={code} retry={props.retry} />}
      loadMore={props.loadMore}
    >
      {drawn.map(({ offer, result }) => (
        <FlightOfferCard
          key={offer.id}
          offer={offer}
          result={result}
          places={places}
          travellers={travellers}
          format={format}
          catalogue={props.catalogue}
          deps={props.deps}
          savedEventId={props.completed?.resultId === offer.id ? props.completed.eventId : null}
          showPolicy={props.business}
        />
      ))}
    </ResultsLayout>
  )
}
