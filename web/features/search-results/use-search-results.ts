import { startTransition, useCallback, useEffect, useState } from 'react'
import { GLOBAL_STATE_ELEMENT_ID } from '../../../shared/constants.ts'
import { browserFormToken } from '../../api/browser-client.ts'
import { ApiError } from '../../api/errors.ts'
import { createAnswerCache, queryId } from './answer-cache.ts'

// A first visit's page carries no form token (decision 092), and a results page asks for offers as it
// opens: its token is asked for as this code loads (before the page hydrates), not after. Only on a
// real page: a component test renders without the embedded state.
if (typeof document !== 'undefined' && document.getElementById(GLOBAL_STATE_ELEMENT_ID))
  void browserFormToken()

/** Offers asked for at a time; "Show more results" asks for the next as many. */
export const PAGE_SIZE = 20

/** What every search API answers: a page of offers and how many the filters leave. */
export interface TSearchAnswer<TOffer> {
  offers: TOffer[]
  total: number
}

export type TSearchLoad<TAnswer extends TSearchAnswer<TOffer>, TOffer> =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | {
      status: 'loaded'
      answer: TAnswer
      offers: TOffer[]
      more: 'idle' | 'loading' | 'failed'
      /** A new sort or filter is being asked for: these offers stay shown (and their cards kept) until it answers. */
      refreshing?: boolean
    }

/** The API query of a page of results under some filters; null when there is no search. */
export type TQueryOf<TFilters> =
  | ((filters: TFilters, page: { limit: number; offset?: number }) => Record<string, string>)
  | null

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'generic')

/**
 * A search's offers (first page, then more appended), for every results page (flights, stays, trains).
 * Filters and sort are the server's work: a change of `key` (the search, its filters and currency)
 * asks again from the first page. `queryOf` changes with the search and currency only.
 */
export function useSearchResults<TAnswer extends TSearchAnswer<TOffer>, TOffer, TFilters>(
  fetch: (query: Record<string, string>) => Promise<TAnswer>,
  queryOf: TQueryOf<TFilters>,
  filters: TFilters,
  key: string,
) {
  type TLoad = TSearchLoad<TAnswer, TOffer>
  const [load, setLoad] = useState<TLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  // The last answer's facets stay while the next loads, so that the filter just changed keeps its focus.
  const [last, setLast] = useState<TAnswer | null>(null)
  const [answers] = useState(() => createAnswerCache<TAnswer>())
  const firstPage = useCallback(
    (f: TFilters) => (queryOf ? queryOf(f, { limit: PAGE_SIZE }) : null),
    [queryOf],
  )
  const show = useCallback((answer: TAnswer) => {
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
    const first = load.status === 'loading'
    setLoad((now) => (now.status === 'loaded' ? { ...now, refreshing: true } : { status: 'loading' }))
    answers
      .fetch(id, () => fetch(query))
      .then(
        // The first offers are drawn as a transition: React yields to the browser as it draws them, so
        // that a page still hydrating stays responsive (no long task). A later answer (a filter's) shows at once.
        (answer) => live && (first ? startTransition(() => show(answer)) : show(answer)),
        (error: unknown) => live && setLoad({ status: 'failed', code: codeOf(error) }),
      )
    return () => {
      live = false
    }
  }, [fetch, key, attempt])

  /** Asks for the first page under `next` filters ahead of a likely press (a pointer resting, a focus). */
  const prefetch = useCallback(
    (next: TFilters) => {
      const query = firstPage(next)
      if (query) answers.fetch(queryId(query), () => fetch(query)).catch(() => undefined)
    },
    [fetch, answers, firstPage],
  )
  /** At the press: shows the answer under `next` filters at once when it is already here. */
  const adopt = useCallback(
    (next: TFilters) => {
      const query = firstPage(next)
      const kept = query ? answers.ready(queryId(query)) : undefined
      if (kept) show(kept)
    },
    [answers, firstPage, show],
  )

  const loadMore = useCallback(() => {
    if (!queryOf || load.status !== 'loaded' || load.more === 'loading' || load.refreshing) return
    const offset = load.offers.length
    setLoad({ ...load, more: 'loading' })
    fetch(queryOf(filters, { limit: PAGE_SIZE, offset })).then(
      (answer) =>
        setLoad((now) =>
          now.status === 'loaded' && now.offers.length === offset
            ? { status: 'loaded', answer, offers: [...now.offers, ...answer.offers], more: 'idle' }
            : now,
        ),
      () => setLoad((now) => (now.status === 'loaded' ? { ...now, more: 'failed' } : now)),
    )
  }, [fetch, queryOf, filters, load])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { load, last, loadMore, prefetch, adopt, retry }
}
