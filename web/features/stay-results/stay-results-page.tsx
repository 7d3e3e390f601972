import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import stayResultsMessages from 'virtual:fw-messages/section/stayResults'
import { useCallback, useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayOffer, TStaySearchResponse } from '../../../shared/catalogue/stay-search-contract.ts'
import { nightsBetween, STAY_SORTS } from '../../../shared/catalogue/stay-search-rules.ts'
import {
  parseStayResultsUrl,
  STAY_FILTER_PARAMS,
  STAY_FORM_FIELDS,
  stayApiQuery,
  stayPropertyPath,
  type TStayFilters,
} from '../../../shared/catalogue/stay-search-url.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createStaySearchApi, type StaySearchApi } from '../../api/stay-search.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { flightFormat } from '../flight-results/flight-format.ts'
import type { PlacesApi } from '../search-box/places-api.ts'
import { StaySearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { filterCount, ResultsLayout } from '../search-results/results-layout.tsx'
import { SearchProblem } from '../search-results/search-problem.tsx'
import { SortControl } from '../search-results/sort-control.tsx'
import { useFilterParams } from '../search-results/use-filter-params.ts'
import { type TQueryOf, useSearchResults } from '../search-results/use-search-results.ts'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { StayFilters } from './stay-filters.tsx'
import { NotAStaySearch, STAY_PROBLEMS, StayHeading } from './stay-heading.tsx'
import { stayCatalogueOffer } from './stay-offer.ts'
import { StayOfferCard } from './stay-offer-card.tsx'
import '../search-results/search-results.css'
import './stay-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(stayResultsMessages)

/**
 * The stay results page (issue 25 item 1, decision 081): the search, its sort and filters in the URL;
 * the server filters, counts and sorts, the page asks again on each change.
 */
export function StayResultsPage({
  api: given,
  catalogueApi: givenCatalogue,
  placesApi,
}: {
  api?: StaySearchApi
  catalogueApi?: TripCatalogueApi
  placesApi?: PlacesApi
}) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const params = useParams()
  const [query] = useSearchParams()
  const [api] = useState(() => given ?? createStaySearchApi(browserApiClient))
  const [catalogueApi] = useState(() => givenCatalogue ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  const parsed = useMemo(
    () => parseStayResultsUrl(splat.split('/').filter(Boolean), new URLSearchParams(urlQuery)),
    [splat, urlQuery],
  )
  const searchKey = parsed ? JSON.stringify(parsed.search) : ''
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const search = useMemo(() => parsed?.search ?? null, [searchKey])
  const filters: TStayFilters = useMemo(() => parsed?.filters ?? {}, [parsed])
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const currency = state.currency
  const fetch = useCallback((q: Record<string, string>) => api.search(q), [api])
  const queryOf = useMemo<TQueryOf<TStayFilters>>(
    () => (search ? (f, page) => stayApiQuery(search, f, { currency, ...page }) : null),
    [search, currency],
  )
  const results = useSearchResults<TStaySearchResponse, TStayOffer, TStayFilters>(
    fetch,
    queryOf,
    filters,
    `${splat}?${urlQuery}|${currency}`,
  )
  const { load, last, loadMore, retry } = results
  const readFilters = useCallback(
    (q: URLSearchParams) => parseStayResultsUrl(splat.split('/').filter(Boolean), q)?.filters ?? {},
    [splat],
  )
  const { setFilter, prefetchFilter, clearFilters } = useFilterParams(
    readFilters,
    STAY_FILTER_PARAMS,
    results,
  )
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <StaySearchBoxOnUse key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [searchKey, placesApi],
  )

  const shown = load.status === 'loaded' ? load.answer : last
  // From the URL's dates, so that the server's first render says it too (the answer's nights agree).
  const nights = search ? Math.max(1, nightsBetween(search.checkin, search.checkout)) : 1
  const placeName = shown?.place.name ?? search?.destination ?? ''
  return (
    <article className="fw-page fw-catalogue fw-results-page" aria-labelledby="fw-page-title">
      {box}
      <StayHeading search={search} placeName={shown ? placeName : null} nights={nights} format={format} />
      {search ? (
        <ResultsLayout
          unit="stays"
          load={load}
          filterForm={
            shown ? (
              <StayFilters
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
              sorts={STAY_SORTS}
              messages="stayResults.sort"
              value={filters.sort}
              onChange={(sort) => setFilter('sort', sort === STAY_SORTS[0] ? null : sort)}
            />
          }
          empty={{ noMatch: t('stayResults.noMatch'), none: t('stayResults.none') }}
          failure={(code) => (
            <SearchProblem code={code} known={STAY_PROBLEMS} messages="stayResults" retry={retry} />
          )}
          loadMore={loadMore}
        >
          {load.status === 'loaded'
            ? load.offers.map((offer) => (
                <StayOfferCard
                  key={offer.property.id}
                  offer={offer}
                  result={stayCatalogueOffer(
                    offer.property,
                    offer.rate,
                    search,
                    placeName,
                    t(`stayResults.rooms.${offer.rate.room}`),
                    nights,
                  )}
                  propertyPath={stayPropertyPath(search, offer.property.id)}
                  nights={nights}
                  format={format}
                  catalogue={catalogue}
                  deps={deps}
                  savedEventId={completed?.resultId === offer.rate.id ? completed.eventId : null}
                  showPolicy={Boolean(state.auth?.businessState?.businessMode)}
                />
              ))
            : null}
        </ResultsLayout>
      ) : (
        <NotAStaySearch typed={query.get(STAY_FORM_FIELDS.destination)?.trim() || null} />
      )}
    </article>
  )
}

export default StayResultsPage
