import { type ComponentType, useCallback, useMemo, useState } from 'react'
import { useParams, useSearchParams } from 'react-router'
import { browserApiClient } from '../../api/browser-client.ts'
import type { ApiClient } from '../../api/client.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { flightFormat } from '../flight-results/flight-format.ts'
import type { PlacesApi } from '../search-box/places-api.ts'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { useFilterParams } from './use-filter-params.ts'
import { type TQueryOf, type TSearchAnswer, useSearchResults } from './use-search-results.ts'

/** What a vertical's results page (cars, stays, trains) reads its URL and asks its API with. */
export interface TVertical<TSearch, TFilters, TAnswer> {
  /** The search and filters of a results URL (path segments after the vertical's prefix, and query). */
  parse(segments: string[], query: URLSearchParams): { search: TSearch; filters: TFilters } | null
  /** The API query of a page of results. */
  apiQuery(
    search: TSearch,
    filters: TFilters,
    page: { currency: string; limit: number; offset?: number },
  ): Record<string, string>
  /** The URL parameters that are filters (cleared together). */
  filterParams: readonly string[]
  createApi(client: () => ApiClient): { search(query: Record<string, string>): Promise<TAnswer> }
  /** The search box above the results, loaded when used. */
  SearchBox: ComponentType<{ initial?: TSearch; api?: PlacesApi }>
}

/** What tests (and the page's caller) may pass instead of the browser's APIs. */
export interface TVerticalPageProps<TAnswer> {
  api?: { search(query: Record<string, string>): Promise<TAnswer> }
  catalogueApi?: TripCatalogueApi
  placesApi?: PlacesApi
}

/**
 * Everything a vertical's results page shares (decision 083): the search and filters read from the URL,
 * the offers asked for page by page in the visitor's currency, the filters written back to the URL, the
 * search box above, the formats, and the save-for-later wiring of the offer cards.
 */
export function useVerticalResults<TSearch, TFilters, TAnswer extends TSearchAnswer<TOffer>, TOffer>(
  vertical: TVertical<TSearch, TFilters, TAnswer>,
  props: TVerticalPageProps<TAnswer>,
) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const { currency } = state
  const params = useParams()
  const [query] = useSearchParams()
  const [api] = useState(() => props.api ?? vertical.createApi(browserApiClient))
  const [catalogueApi] = useState(() => props.catalogueApi ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  const segments = useMemo(() => splat.split('/').filter(Boolean), [splat])
  const parsed = useMemo(
    () => vertical.parse(segments, new URLSearchParams(urlQuery)),
    [vertical, segments, urlQuery],
  )
  const searchKey = parsed ? JSON.stringify(parsed.search) : ''
  // One search object while only filters change: what draws the search alone is not drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const search = useMemo(() => parsed?.search ?? null, [searchKey])
  const filters = useMemo(() => parsed?.filters ?? ({} as TFilters), [parsed])
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const fetch = useCallback((q: Record<string, string>) => api.search(q), [api])
  const queryOf = useMemo<TQueryOf<TFilters>>(
    () => (search ? (f, page) => vertical.apiQuery(search, f, { currency, ...page }) : null),
    [vertical, search, currency],
  )
  const results = useSearchResults<TAnswer, TOffer, TFilters>(
    fetch,
    queryOf,
    filters,
    `${splat}?${urlQuery}|${currency}`,
  )
  const readFilters = useCallback(
    (q: URLSearchParams) => vertical.parse(segments, q)?.filters ?? ({} as TFilters),
    [vertical, segments],
  )
  const filterParams = useFilterParams(readFilters, vertical.filterParams, results)
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  const { SearchBox } = vertical
  const { placesApi } = props
  // biome-ignore lint/correctness/useExhaustiveDependencies: searchKey stands for the search
  const box = useMemo(
    () => <SearchBox key={searchKey} initial={search ?? undefined} api={placesApi} />,
    [SearchBox, searchKey, placesApi],
  )
  const { load, last } = results
  return {
    t,
    query,
    search,
    filters,
    format,
    catalogue,
    completed,
    deps,
    box,
    ...results,
    ...filterParams,
    /** The answer shown: the loaded one, or the last while the next loads. */
    shown: load.status === 'loaded' ? load.answer : last,
    business: Boolean(state.auth?.businessState?.businessMode),
  }
}

export type TVerticalResults<TFilters, TAnswer extends TSearchAnswer<TOffer>, TOffer> = ReturnType<
  typeof useVerticalResults<unknown, TFilters, TAnswer, TOffer>
>
