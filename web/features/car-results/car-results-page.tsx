import carResultsMessages from 'virtual:fw-messages/section/carResults'
import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import { useCallback, useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarOffer, TCarSearchResponse } from '../../../shared/catalogue/car-search-contract.ts'
import { CAR_SORTS, CarSearchErrorCode } from '../../../shared/catalogue/car-search-rules.ts'
import {
  CAR_FILTER_PARAMS,
  carApiQuery,
  parseCarResultsUrl,
  type TCarFilters,
} from '../../../shared/catalogue/car-search-url.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { type CarSearchApi, createCarSearchApi } from '../../api/car-search.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { flightFormat } from '../flight-results/flight-format.ts'
import type { PlacesApi } from '../search-box/places-api.ts'
import { CarSearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { filterCount, ResultsLayout } from '../search-results/results-layout.tsx'
import { SearchProblem } from '../search-results/search-problem.tsx'
import { SortControl } from '../search-results/sort-control.tsx'
import { useFilterParams } from '../search-results/use-filter-params.ts'
import { type TQueryOf, useSearchResults } from '../search-results/use-search-results.ts'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { CarFilters } from './car-filters.tsx'
import { CarOfferCard } from './car-offer-card.tsx'
import '../search-results/search-results.css'
import './car-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(carResultsMessages)

const KNOWN = new Set<string>(Object.values(CarSearchErrorCode))

/**
 * The car results page (issue 25 item 2, decision 083): cars by class and supplier with their terms and
 * prices, the sort and filters in the URL; the server filters, counts and sorts.
 */
export function CarResultsPage({
  api: given,
  catalogueApi: givenCatalogue,
  placesApi,
}: {
  api?: CarSearchApi
  catalogueApi?: TripCatalogueApi
  placesApi?: PlacesApi
}) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const { currency } = state
  const params = useParams()
  const [query] = useSearchParams()
  const [api] = useState(() => given ?? createCarSearchApi(browserApiClient))
  const [catalogueApi] = useState(() => givenCatalogue ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  const segments = useMemo(() => splat.split('/').filter(Boolean), [splat])
  const parsed = useMemo(
    () => parseCarResultsUrl(segments, new URLSearchParams(urlQuery)),
    [segments, urlQuery],
  )
  const searchKey = parsed ? JSON.stringify(parsed.search) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const search = useMemo(() => parsed?.search ?? null, [searchKey])
  const filters: TCarFilters = useMemo(() => parsed?.filters ?? {}, [parsed])
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const fetch = useCallback((q: Record<string, string>) => api.search(q), [api])
  const queryOf = useMemo<TQueryOf<TCarFilters>>(
    () => (search ? (f, page) => carApiQuery(search, f, { currency, ...page }) : null),
    [search, currency],
  )
  const results = useSearchResults<TCarSearchResponse, TCarOffer, TCarFilters>(
    fetch,
    queryOf,
    filters,
    `${splat}?${urlQuery}|${currency}`,
  )
  const { load, last, loadMore, retry } = results
  const readFilters = useCallback(
    (q: URLSearchParams) => parseCarResultsUrl(segments, q)?.filters ?? {},
    [segments],
  )
  const { setFilter, prefetchFilter, clearFilters } = useFilterParams(readFilters, CAR_FILTER_PARAMS, results)
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <CarSearchBoxOnUse key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [searchKey, placesApi],
  )
  const shown = load.status === 'loaded' ? load.answer : last
  const business = Boolean(state.auth?.businessState?.businessMode)
  const noRoad = load.status === 'loaded' && load.answer.reason === 'noRoad'
  return (
    <article className="fw-page fw-catalogue fw-results-page" aria-labelledby="fw-page-title">
      {box}
      <h1 id="fw-page-title">
        {shown
          ? shown.oneWay
            ? t('carResults.headingOneWay', { from: shown.pickupPlace.name, to: shown.dropoffPlace.name })
            : t('carResults.heading', { place: shown.pickupPlace.name })
          : t('carResults.title')}
      </h1>
      {search ? (
        <p className="fw-page-about">
          {[
            format.dateRange(search.pickupDate, search.dropoffDate),
            shown ? t('carResults.days', { count: shown.days }) : null,
            t('carResults.driverAge', { age: search.driverAge }),
          ]
            .filter((part) => part !== null)
            .join(' · ')}
        </p>
      ) : null}
      {search ? null : (
        <p role="alert" className="fw-results-problem">
          {t('carResults.errors.notASearch')}
        </p>
      )}
      {search && noRoad ? (
        <p role="status" className="fw-results-problem">
          {t('carResults.noRoad')}
        </p>
      ) : null}
      {search && !noRoad ? (
        <ResultsLayout
          unit="cars"
          load={load}
          filterForm={
            shown ? (
              <CarFilters
                filters={filters}
                facets={shown.facets}
                currency={shown.currency}
                format={format}
                setFilter={setFilter}
                prefetchFilter={prefetchFilter}
              />
            ) : null
          }
          activeFilters={filterCount(filters)}
          clearFilters={clearFilters}
          sort={
            <SortControl
              sorts={CAR_SORTS}
              messages="carResults.sort"
              value={filters.sort}
              onChange={(sort) => setFilter('sort', sort === CAR_SORTS[0] ? null : sort)}
            />
          }
          empty={{ noMatch: t('carResults.noMatch'), none: t('carResults.none') }}
          failure={(code) => <SearchProblem code={code} known={KNOWN} messages="carResults" retry={retry} />}
          loadMore={loadMore}
        >
          {load.status === 'loaded'
            ? load.offers.map((offer) => (
                <CarOfferCard
                  key={offer.id}
                  offer={offer}
                  days={load.answer.days}
                  format={format}
                  catalogue={catalogue}
                  deps={deps}
                  savedEventId={completed?.resultId === offer.id ? completed.eventId : null}
                  showPolicy={business}
                />
              ))
            : null}
        </ResultsLayout>
      ) : null}
    </article>
  )
}

export default CarResultsPage
