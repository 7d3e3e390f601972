import { useCallback, useEffect, useState } from 'react'
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
import { ApiError } from '../../api/errors.ts'
import type { FlightSearchApi } from '../../api/flight-search.ts'
import { createAnswerCache, queryId } from './answer-cache.ts'

/** Offers asked for at a time; "Show more results" asks for the next as many. */
export const PAGE_SIZE = 20

export type TFlightLoad =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | {
      status: 'loaded'
      answer: TFlightSearchResponse
      offers: TFlightOffer[]
      more: 'idle' | 'loading' | 'failed'
      /** A new sort or filter is being asked for: these offers stay shown (and their cards kept) until it answers. */
      refreshing?: boolean
    }

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'generic')

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
  const [load, setLoad] = useState<TFlightLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The last answer's facets stay while the next loads, so that the filter just changed keeps its focus.
  const [last, setLast] = useState<TFlightSearchResponse | null>(null)
  const [answers] = useState(() => createAnswerCache<TFlightSearchResponse>())
  const firstPage = useCallback(
    (f: TFlightFilters) => (search ? flightApiQuery(search, f, { currency, limit: PAGE_SIZE }) : null),
    [search, currency],
  )
  const show = useCallback((answer: TFlightSearchResponse) => {
    setLast(answer)
    // The same answer already shown (adopted at the press) keeps its state, "Show more" pages included.
    setLoad((now) =>
      now.status === 'loaded' && now.answer === answer && !now.refreshing
        ? now
        : { status: 'loaded', answer, offers: answer.offers, more: 'idle' },
    )
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the search and its filters.
  useEffect(() => {
    const query = firstPage(filters)
    if (!query) return
    const id = queryId(query)
    const kept = answers.ready(id)
    if (kept) return show(kept)
    let live = true
    setLoad((now) => (now.status === 'loaded' ? { ...now, refreshing: true } : { status: 'loading' }))
    answers
      .fetch(id, () => api.search(query))
      .then(
        (answer) => live && show(answer),
        (error: unknown) => live && setLoad({ status: 'failed', code: codeOf(error) }),
      )
    return () => {
      live = false
    }
  }, [api, key, currency, attempt])

  /** Asks for the first page under `next` filters ahead of a likely press (a pointer resting, a focus). */
  const prefetch = useCallback(
    (next: TFlightFilters) => {
      const query = firstPage(next)
      if (query) answers.fetch(queryId(query), () => api.search(query)).catch(() => undefined)
    },
    [api, answers, firstPage],
  )
  /** At the press: shows the answer under `next` filters at once when it is already here. */
  const adopt = useCallback(
    (next: TFlightFilters) => {
      const query = firstPage(next)
      const kept = query ? answers.ready(queryId(query)) : undefined
      if (kept) show(kept)
    },
    [answers, firstPage, show],
  )

  const loadMore = useCallback(() => {
    if (!search || load.status !== 'loaded' || load.more === 'loading' || load.refreshing) return
    const offset = load.offers.length
    setLoad({ ...load, more: 'loading' })
    api.search(flightApiQuery(search, filters, { currency, limit: PAGE_SIZE, offset })).then(
      (answer) =>
        setLoad((now) =>
          now.status === 'loaded' && now.offers.length === offset
            ? { status: 'loaded', answer, offers: [...now.offers, ...answer.offers], more: 'idle' }
            : now,
        ),
      () => setLoad((now) => (now.status === 'loaded' ? { ...now, more: 'failed' } : now)),
    )
  }, [api, search, filters, currency, load])

  return { load, last, loadMore, prefetch, adopt, retry: () => setAttempt((n) => n + 1) }
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
      (a) => live && setAnswer(a),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, key, currency])
  return answer
}
