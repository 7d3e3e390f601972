import flightResultsMessages from 'virtual:fw-messages/section/flightResults'
import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import {
  demoPlaceOfCode,
  FLIGHT_FILTER_PARAMS,
  parseFlightResultsUrl,
  type TFlightFilterParam,
  type TFlightSearch,
} from '../../../shared/catalogue/flight-search-url.ts'
import { searchPagePath } from '../../../shared/trips/catalogue-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createFlightSearchApi, type FlightSearchApi } from '../../api/flight-search.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { PlacesApi } from '../search-box/places-api.ts'
import { FlightSearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { ResultsArticle } from '../search-results/results-article.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { PriceAlertButton } from '../trip-catalogue/price-alert-button.tsx'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { flightFormat } from './flight-format.ts'
import { FlightResultsList } from './flight-results-list.tsx'
import { NotASearch } from './flight-search-problem.tsx'
import { TripHeading } from './trip-heading.tsx'
import { useFlightCalendar, useFlightResults } from './use-flight-results.ts'
import '../search-results/search-results.css'
import './flight-results.css'

addEnglishMessages(flightResultsMessages)
addEnglishMessages(searchResultsMessages)

/** Runs `then` once the next frame has been painted (a task after its animation frame). */
function afterPaint(then: () => void) {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(then, 0))
  else setTimeout(then, 0)
}

// A press reads its URL twice (what the press asks for, then the page it shows): read once.
const readUrls = new Map<string, ReturnType<typeof parseFlightResultsUrl>>()
function parseResultsUrl(splat: string, query: string) {
  const key = `${splat}?${query}`
  let parsed = readUrls.get(key)
  if (parsed === undefined) {
    if (readUrls.size >= 16) readUrls.clear()
    parsed = parseFlightResultsUrl(splat.split('/').filter(Boolean), new URLSearchParams(query))
    readUrls.set(key, parsed)
  }
  return parsed
}

/** The demo catalogue's path of a one-way search between its places: what a price alert follows. */
function priceAlertPath(search: TFlightSearch): string | null {
  const [leg, ...rest] = search.legs
  if (!leg || rest.length > 0) return null
  const from = demoPlaceOfCode(leg.from)
  const to = demoPlaceOfCode(leg.to)
  return from && to ? searchPagePath({ vertical: 'flight', from, to, date: leg.date }) : null
}

/**
 * The flight results page (issue 24 items 3, 6, 9 and 10; decision 072): the search, its sort and filters
 * in the URL; the server filters, counts and sorts, the page asks again on each change.
 */
export function FlightResultsPage({
  api: given,
  catalogueApi: givenCatalogue,
  placesApi,
}: {
  api?: FlightSearchApi
  catalogueApi?: TripCatalogueApi
  /** The search box's place suggestions; the browser's by default (tests pass their own). */
  placesApi?: PlacesApi
}) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const params = useParams()
  const [query] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const [api] = useState(() => given ?? createFlightSearchApi(browserApiClient))
  const [catalogueApi] = useState(() => givenCatalogue ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  // A change shows at once (a box ticked stays ticked) while the router's navigation catches up with it.
  const [optimistic, setOptimistic] = useState<string | null>(null)
  // The URL catching up ends the optimism (a later press, its navigation still to come, keeps its own).
  useEffect(() => setOptimistic((shown) => (shown === urlQuery ? null : shown)), [urlQuery])
  const queryText = optimistic ?? urlQuery
  const parsed = useMemo(() => parseResultsUrl(splat, queryText), [splat, queryText])
  const searchKey = parsed?.search ? JSON.stringify(parsed.search) : ''
  // One search object while only filters change: what draws the search alone is not drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const search = useMemo(() => parsed?.search ?? null, [searchKey])
  const filters = useMemo(() => parsed?.filters ?? {}, [parsed])
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const { load, last, loadMore, prefetch, adopt, retry } = useFlightResults(
    api,
    search,
    filters,
    state.currency,
    `${splat}?${queryText}`,
  )
  const calendar = useFlightCalendar(api, search, state.currency, searchKey)
  const signedIn = Boolean(state.auth?.loggedInSession)
  const business = Boolean(state.auth?.businessState?.businessMode)

  // The callbacks read the latest page through a ref: they stay the same functions from press to press,
  // so that the filters whose figures did not change are not drawn again.
  const latest = useRef({ queryText, splat, pathname: location.pathname, navigate, adopt, prefetch })
  latest.current = { queryText, splat, pathname: location.pathname, navigate, adopt, prefetch }
  /** The query text and filters after `change`. */
  const changed = useCallback((change: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(latest.current.queryText)
    change(next)
    const text = next.toString()
    return { text, filters: parseResultsUrl(latest.current.splat, text)?.filters ?? {} }
  }, [])
  /** Sort and filters go to the URL (replacing the entry, keeping the path): the page asks again. */
  const setParams = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const { text, filters: next } = changed(change)
      const { pathname, navigate: go, adopt: show } = latest.current
      setOptimistic(text)
      // An answer asked for ahead of the press shows in the same frame as the ticked box.
      show(next)
      // The router's navigation (a third of a press's work) waits until that frame is painted.
      afterPaint(() => go({ pathname, search: text ? `?${text}` : '' }, { replace: true }))
    },
    [changed],
  )
  const setFilter = useCallback(
    (name: TFlightFilterParam, value: string | null) =>
      setParams((next) => (value === null ? next.delete(name) : next.set(name, value))),
    [setParams],
  )
  const prefetchFilter = useCallback(
    (name: TFlightFilterParam, value: string | null) =>
      latest.current.prefetch(
        changed((next) => (value === null ? next.delete(name) : next.set(name, value))).filters,
      ),
    [changed],
  )
  const clearFilters = useCallback(
    () =>
      setParams((next) => {
        for (const name of FLIGHT_FILTER_PARAMS) if (name !== 'sort') next.delete(name)
      }),
    [setParams],
  )
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  // Change the search in place: the box holds this search (a new one fills it again). It changes with
  // the search only, not with each filter (a filter's click stays cheap).
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <FlightSearchBoxOnUse key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [searchKey, placesApi],
  )
  const alertPath = search ? priceAlertPath(search) : null

  return (
    <ResultsArticle box={box}>
      <TripHeading search={search} places={last?.places ?? {}} format={format} />
      {search ? null : <NotASearch query={query} api={placesApi} />}
      {search && alertPath ? <PriceAlertButton searchPath={alertPath} signedIn={signedIn} /> : null}
      {search ? (
        <FlightResultsList
          search={search}
          filters={filters}
          load={load}
          last={last}
          calendar={calendar}
          format={format}
          catalogue={catalogue}
          deps={deps}
          business={business}
          completed={completed}
          setFilter={setFilter}
          prefetchFilter={prefetchFilter}
          clearFilters={clearFilters}
          loadMore={loadMore}
          retry={retry}
        />
      ) : null}
    </ResultsArticle>
  )
}
