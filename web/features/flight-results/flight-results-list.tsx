import { useMemo, useState } from 'react'
import type {
  TFlightCalendarResponse,
  TFlightOffer,
  TFlightSearchResponse,
} from '../../../shared/catalogue/flight-search-contract.ts'
import type { TFlightFilters, TFlightSearch } from '../../../shared/catalogue/flight-search-url.ts'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import type { CatalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import type { OfferActionDeps } from '../trip-catalogue/use-offer-actions.ts'
import { FlightFilters, type TSetFilter } from './flight-filters.tsx'
import { catalogueOfferOf, type FlightFormat } from './flight-format.ts'
import { FlightOfferCard } from './flight-offer-card.tsx'
import { SearchFailure } from './flight-search-problem.tsx'
import { PriceInsight, PriceStrip } from './price-strip.tsx'
import { SortControl } from './sort-control.tsx'
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

function ClearFilters({ onClick }: { onClick(): void }) {
  const { t } = useTranslation()
  return (
    <button type="button" className="fw-button fw-button--secondary" onClick={onClick}>
      {t('flightResults.filters.clear')}
    </button>
  )
}

/** How many filters (not the sort) the URL holds. */
const filterCount = (filters: TFlightFilters) =>
  Object.entries(filters).filter(([name, value]) => name !== 'sort' && value).length

/** Sort, filters (a side column, or a full-screen dialog under 600 px), the price strip and the offers. */
export function FlightResultsList(props: Props) {
  const { t } = useTranslation()
  const { search, filters, load, calendar, format } = props
  const wide = useMinWidth(BREAKPOINTS.m)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const active = filterCount(filters)
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
  const clear = active ? <ClearFilters onClick={props.clearFilters} /> : null
  return (
    <div className="fw-flight-layout">
      {/* Side column and Filters button both rendered, CSS shows one: the server cannot know the width. */}
      <aside className="fw-flight-side" aria-labelledby="fw-flight-filters-title">
        {/* Filters are many stops for a keyboard: the flights are one step away. */}
        <a className="fw-visually-hidden-focusable fw-flight-skip" href="#fw-flight-list">
          {t('flightResults.skipToFlights')}
        </a>
        <h2 id="fw-flight-filters-title">{t('flightResults.filters.title')}</h2>
        {/* On a phone the column is hidden and its filters live in the dialog: not drawn twice. */}
        {wide ? filterForm : null}
        {wide ? clear : null}
      </aside>
      <div className="fw-flight-main">
        {/* The insight and the strip keep their place while they load, so that the offers do not move. */}
        {search.kind === 'multiCity' ? null : (
          <div className="fw-flight-calendar">
            {calendar ? (
              <>
                <PriceInsight calendar={calendar} format={format} />
                <PriceStrip calendar={calendar} search={search} filters={filters} format={format} />
              </>
            ) : null}
          </div>
        )}
        <div className="fw-flight-toolbar">
          <SortControl
            value={filters.sort}
            onChange={(sort) => props.setFilter('sort', sort === 'best' ? null : sort)}
          />
          <button
            type="button"
            className="fw-button fw-button--secondary fw-flight-filters-open"
            onClick={() => setFiltersOpen(true)}
          >
            {active
              ? t('flightResults.filters.openActive', { count: active })
              : t('flightResults.filters.open')}
          </button>
        </div>
        {!wide && filtersOpen ? (
          <ModalDialog
            presentation="fullscreen"
            labelledBy="fw-flight-dialog-title"
            onClose={() => setFiltersOpen(false)}
          >
            <h2 id="fw-flight-dialog-title">{t('flightResults.filters.title')}</h2>
            {filterForm}
            <div className="fw-flight-dialog-actions">
              {clear}
              <button type="button" className="fw-button" onClick={() => setFiltersOpen(false)}>
                {load.status === 'loaded'
                  ? t('flightResults.filters.show', { count: load.answer.total })
                  : t('flightResults.filters.done')}
              </button>
            </div>
          </ModalDialog>
        ) : null}
        {load.status === 'loading' ? <p role="status">{t('flightResults.loading')}</p> : null}
        {load.status === 'failed' ? <SearchFailure code={load.code} retry={props.retry} /> : null}
        {load.status === 'loaded' && load.offers.length === 0 ? (
          <div className="fw-flight-empty">
            <p role="status">{t(active ? 'flightResults.noMatch' : 'flightResults.noFlights')}</p>
            {clear}
          </div>
        ) : null}
        {load.status === 'loaded' && load.offers.length > 0 ? (
          <>
            <p className="fw-flight-count" role="status">
              {load.refreshing
                ? t('flightResults.loading')
                : t('flightResults.shown', { shown: load.offers.length, total: load.answer.total })}
            </p>
            <ul
              id="fw-flight-list"
              tabIndex={-1}
              aria-busy={load.refreshing === true}
              className="fw-flight-list"
              aria-label={t('flightResults.offersLabel')}
            >
              {results.map(({ offer, result }) => (
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
            </ul>
            {load.offers.length < load.answer.total ? (
              <button
                type="button"
                className="fw-button fw-button--secondary fw-flight-more"
                aria-disabled={load.more === 'loading'}
                onClick={props.loadMore}
              >
                {t(load.more === 'loading' ? 'flightResults.loadingMore' : 'flightResults.showMore')}
              </button>
            ) : null}
            {load.more === 'failed' ? <p role="alert">{t('flightResults.moreFailed')}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  )
}
