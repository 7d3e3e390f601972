import { startTransition, useCallback, useEffect, useMemo, useState } from 'react'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type {
  TFlightCalendarResponse,
  TFlightOffer,
  TFlightSearchResponse,
} from '../../../shared/catalogue/flight-search-contract.ts'
import {
  flightApiQuery,
  type TFlightFilters,
  type TFlightSearch,
} from '../../../shared/catalogue/flight-search-url.ts'
import type { FlightSearchApi } from '../../api/flight-search.ts'
import { type TQueryOf, type TSearchLoad, useSearchResults } from '../search-results/use-search-results.ts'

export { PAGE_SIZE } from '../search-results/use-search-results.ts'

export type TFlightLoad = TSearchLoad<TFlightSearchResponse, TFlightOffer>

/**
 * A search's offers (first page, then more appended) in the visitor's currency. Filters and sort are the
 * server's work: a change of `key` (the search and its filters) asks again from the first page.
 */
export function useFlightResults(
  api: FlightSearchApi,
  search: TFlightSearch | null,
  filters: TFlightFilters,
  currency: string,
  key: string,
) {
  const fetch = useCallback((query: Record<string, string>) => api.search(query), [api])
  const queryOf = useMemo<TQueryOf<TFlightFilters>>(
    () => (search ? (f, page) => flightApiQuery(search, f, { currency, ...page }) : null),
    [search, currency],
  )
  return useSearchResults<TFlightSearchResponse, TFlightOffer, TFlightFilters>(
    fetch,
    queryOf,
    filters,
    `${key}|${currency}`,
  )
}

/** The ±3-day prices and the price insight of a one-way or round trip; null for multi-city or on failure. */
export function useFlightCalendar(
  api: FlightSearchApi,
  search: TFlightSearch | null,
  currency: string,
  key: string,
): TFlightCalendarResponse | null {
  const [answer, setAnswer] = useState<TFlightCalendarResponse | null>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the search (not its filters).
  useEffect(() => {
    setAnswer(null)
    if (!search || search.kind === 'multiCity') return
    let live = true
    const {
      from,
      to,
      depart,
      return: back,
      adults,
      children,
      infants,
      cabin,
    } = flightApiQuery(search, {}, { currency })
    const query: Record<string, string> = {
      from: from ?? '',
      to: to ?? '',
      depart: depart ?? '',
      adults: adults ?? '1',
      children: children ?? '0',
      infants: infants ?? '0',
      cabin: cabin ?? 'economy',
      currency,
      ...(back ? { return: back } : {}),
    }
    api.calendar(query).then(
      (a) => live && startTransition(() => setAnswer(a)),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, key, currency])
  return answer
}
