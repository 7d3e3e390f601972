import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import trainResultsMessages from 'virtual:fw-messages/section/trainResults'
import { useCallback, useMemo, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
import { flightResultsPath } from '../../../shared/catalogue/flight-search-url.ts'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainOffer, TTrainSearchResponse } from '../../../shared/catalogue/train-search-contract.ts'
import { TRAIN_SORTS, TrainSearchErrorCode } from '../../../shared/catalogue/train-search-rules.ts'
import {
  parseTrainResultsUrl,
  TRAIN_FILTER_PARAMS,
  type TTrainFilters,
  type TTrainSearch,
  trainApiQuery,
} from '../../../shared/catalogue/train-search-url.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createTrainSearchApi, type TrainSearchApi } from '../../api/train-search.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { flightFormat } from '../flight-results/flight-format.ts'
import type { PlacesApi } from '../search-box/places-api.ts'
import { TrainSearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { usePlaceNames } from '../search-box/use-named-places.ts'
import { filterCount, ResultsLayout } from '../search-results/results-layout.tsx'
import { SearchProblem } from '../search-results/search-problem.tsx'
import { SortControl } from '../search-results/sort-control.tsx'
import { useFilterParams } from '../search-results/use-filter-params.ts'
import { type TQueryOf, useSearchResults } from '../search-results/use-search-results.ts'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { TrainFilters } from './train-filters.tsx'
import { TrainOfferCard } from './train-offer-card.tsx'
import '../search-results/search-results.css'
import './train-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(trainResultsMessages)

const KNOWN = new Set<string>(Object.values(TrainSearchErrorCode))

/** No railway joins the places: the page says so and offers the same trip by air. */
function NoRail({ search, names }: { search: TTrainSearch; names: Readonly<Record<string, string>> }) {
  const { t } = useTranslation()
  const legs = [{ from: search.from, to: search.to, date: search.depart }]
  if (search.return) legs.push({ from: search.to, to: search.from, date: search.return })
  const flights = flightResultsPath({
    kind: search.return ? 'roundTrip' : 'oneWay',
    legs,
    adults: search.adults,
    children: 0,
    infants: 0,
    cabin: 'economy',
  })
  return (
    <div className="fw-results-empty">
      <p role="status">
        {t('trainResults.noRail', {
          from: names[search.from] ?? search.from,
          to: names[search.to] ?? search.to,
        })}
      </p>
      <Link className="fw-button" to={flights}>
        {t('trainResults.searchFlights')}
      </Link>
    </div>
  )
}

/**
 * The train results page (issue 25 item 3, decision 082): departures with their classes and prices, the
 * sort and filters in the URL, the day back's trains below; where no railway joins the places, a way to
 * the flights.
 */
export function TrainResultsPage({
  api: given,
  catalogueApi: givenCatalogue,
  placesApi,
}: {
  api?: TrainSearchApi
  catalogueApi?: TripCatalogueApi
  placesApi?: PlacesApi
}) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const { currency } = state
  const business = Boolean(state.auth?.businessState?.businessMode)
  const params = useParams()
  const [query] = useSearchParams()
  const [api] = useState(() => given ?? createTrainSearchApi(browserApiClient))
  const [catalogueApi] = useState(() => givenCatalogue ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  const segments = useMemo(() => splat.split('/').filter(Boolean), [splat])
  const parsed = useMemo(
    () => parseTrainResultsUrl(segments, new URLSearchParams(urlQuery)),
    [segments, urlQuery],
  )
  const searchKey = parsed ? JSON.stringify(parsed.search) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const search = useMemo(() => parsed?.search ?? null, [searchKey])
  const filters: TTrainFilters = useMemo(() => parsed?.filters ?? {}, [parsed])
  const names = usePlaceNames(search ? [search.from, search.to] : [], placesApi)
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const fetch = useCallback((q: Record<string, string>) => api.search(q), [api])
  const queryOf = useMemo<TQueryOf<TTrainFilters>>(
    () => (search ? (f, page) => trainApiQuery(search, f, { currency, ...page }) : null),
    [search, currency],
  )
  const results = useSearchResults<TTrainSearchResponse, TTrainOffer, TTrainFilters>(
    fetch,
    queryOf,
    filters,
    `${splat}?${urlQuery}|${currency}`,
  )
  const { load, last, loadMore, retry } = results
  const readFilters = useCallback(
    (q: URLSearchParams) => parseTrainResultsUrl(segments, q)?.filters ?? {},
    [segments],
  )
  const { setFilter, prefetchFilter, clearFilters } = useFilterParams(
    readFilters,
    TRAIN_FILTER_PARAMS,
    results,
  )
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <TrainSearchBoxOnUse key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [searchKey, placesApi],
  )
  const shown = load.status === 'loaded' ? load.answer : last
  const from = search ? (names[search.from] ?? null) : null
  const to = search ? (names[search.to] ?? null) : null
  const noRail = load.status === 'loaded' && load.answer.reason === 'noRail'
  function card(offer: TTrainOffer, destination: string) {
    return (
      <TrainOfferCard
        key={offer.id}
        offer={offer}
        adults={search?.adults ?? 1}
        destination={destination}
        format={format}
        catalogue={catalogue}
        deps={deps}
        completed={completed}
        showPolicy={business}
      />
    )
  }
  return (
    <article className="fw-page fw-catalogue fw-results-page" aria-labelledby="fw-page-title">
      {box}
      <h1 id="fw-page-title">
        {search && from && to ? t('trainResults.heading', { from, to }) : t('trainResults.title')}
      </h1>
      {search ? (
        <p className="fw-page-about">
          {[
            search.return ? format.dateRange(search.depart, search.return) : format.date(search.depart),
            t('trainResults.adults', { count: search.adults }),
          ].join(' · ')}
        </p>
      ) : null}
      {search ? null : (
        <p role="alert" className="fw-results-problem">
          {t('trainResults.errors.notASearch')}
        </p>
      )}
      {search && noRail ? <NoRail search={search} names={names} /> : null}
      {search && !noRail ? (
        <ResultsLayout
          unit="trains"
          load={load}
          filterForm={
            shown ? (
              <TrainFilters
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
              sorts={TRAIN_SORTS}
              messages="trainResults.sort"
              value={filters.sort}
              onChange={(sort) => setFilter('sort', sort === TRAIN_SORTS[0] ? null : sort)}
            />
          }
          empty={{ noMatch: t('trainResults.noMatch'), none: t('trainResults.none') }}
          failure={(code) => (
            <SearchProblem code={code} known={KNOWN} messages="trainResults" retry={retry} />
          )}
          loadMore={loadMore}
        >
          {load.status === 'loaded' ? load.offers.map((offer) => card(offer, to ?? search.to)) : null}
        </ResultsLayout>
      ) : null}
      {search?.return && load.status === 'loaded' && load.answer.returnOffers?.length ? (
        <section className="fw-train-back" aria-labelledby="fw-train-back-title">
          <h2 id="fw-train-back-title">{t('trainResults.back', { date: format.date(search.return) })}</h2>
          <ul className="fw-results-list" aria-label={t('trainResults.backLabel')}>
            {load.answer.returnOffers.map((offer) => card(offer, from ?? search.from))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

export default TrainResultsPage
