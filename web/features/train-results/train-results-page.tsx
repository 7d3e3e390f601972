import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import trainResultsMessages from 'virtual:fw-messages/section/trainResults'
import { useCallback, useMemo, useRef, useState } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router'
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
import { TrainSearchBox } from '../search-box/train-search-box.tsx'
import { usePlaceNames } from '../search-box/use-named-places.ts'
import { filterCount, ResultsLayout } from '../search-results/results-layout.tsx'
import { SortControl } from '../search-results/sort-control.tsx'
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

/** A change of the URL's query that sets one parameter (null: removes it). */
const set = (name: string, value: string | null) => (next: URLSearchParams) =>
  value === null ? next.delete(name) : next.set(name, value)

function TrainProblem({ code, retry }: { code: string; retry(): void }) {
  const { t } = useTranslation()
  if (KNOWN.has(code))
    return (
      <p role="alert" className="fw-results-problem">
        {t(`trainResults.errors.${code}`)} {t('trainResults.errors.change')}
      </p>
    )
  return (
    <div role="alert" className="fw-results-problem">
      <p>{t('trainResults.errors.generic')}</p>
      <button type="button" className="fw-button fw-button--secondary" onClick={retry}>
        {t('trainResults.errors.retry')}
      </button>
    </div>
  )
}

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
  const { currency } = useGlobalState()
  const params = useParams()
  const [query] = useSearchParams()
  const navigate = useNavigate()
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
  const { load, last, loadMore, prefetch, adopt, retry } = useSearchResults<
    TTrainSearchResponse,
    TTrainOffer,
    TTrainFilters
  >(fetch, queryOf, filters, `${splat}?${urlQuery}|${currency}`)

  const latest = useRef({ urlQuery, navigate, adopt, prefetch })
  latest.current = { urlQuery, navigate, adopt, prefetch }
  const changed = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(latest.current.urlQuery)
      change(next)
      return { text: next.toString(), filters: parseTrainResultsUrl(segments, next)?.filters ?? {} }
    },
    [segments],
  )
  const go = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const { text, filters: next } = changed(change)
      latest.current.adopt(next)
      latest.current.navigate({ search: text ? `?${text}` : '' }, { replace: true })
    },
    [changed],
  )
  const setFilter = useCallback((name: string, value: string | null) => go(set(name, value)), [go])
  const prefetchFilter = useCallback(
    (name: string, value: string | null) => latest.current.prefetch(changed(set(name, value)).filters),
    [changed],
  )
  const clearFilters = useCallback(
    () =>
      go((next) => {
        for (const name of TRAIN_FILTER_PARAMS) if (name !== 'sort') next.delete(name)
      }),
    [go],
  )
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <TrainSearchBox key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [searchKey, placesApi],
  )
  const shown = load.status === 'loaded' ? load.answer : last
  const from = search ? (names[search.from] ?? null) : null
  const to = search ? (names[search.to] ?? null) : null
  const noRail = load.status === 'loaded' && load.answer.reason === 'noRail'
  const card = (offer: TTrainOffer, destination: string) => (
    <TrainOfferCard
      key={offer.id}
      offer={offer}
      adults={search?.adults ?? 1}
      destination={destination}
      format={format}
      catalogue={catalogue}
      deps={deps}
      completed={completed}
    />
  )
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
      {!search ? (
        <p role="alert" className="fw-results-problem">
          {t('trainResults.errors.notASearch')}
        </p>
      ) : noRail ? (
        <NoRail search={search} names={names} />
      ) : (
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
          failure={(code) => <TrainProblem code={code} retry={retry} />}
          loadMore={loadMore}
        >
          {load.status === 'loaded' ? load.offers.map((offer) => card(offer, to ?? search.to)) : null}
        </ResultsLayout>
      )}
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
