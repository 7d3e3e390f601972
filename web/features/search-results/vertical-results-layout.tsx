import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import type { TFacetUnit, TFilterFormProps, TSetParam } from './filter-controls.tsx'
import { filterCount, ResultsLayout } from './results-layout.tsx'
import { SearchProblem } from './search-problem.tsx'
import { SortControl } from './sort-control.tsx'
import type { TSearchAnswer, TSearchLoad } from './use-search-results.ts'

type TFacetedAnswer<TOffer, TFacets> = TSearchAnswer<TOffer> & { facets: TFacets; currency: string }

/**
 * A vertical's results (cars, stays, trains) in the shared frame: its filter form once there is an
 * answer, its sorts (the first the default, not written to the URL), its sentences under `messages`
 * (noMatch, none, sort.*, errors.*), and the offers' cards as children.
 */
export function VerticalResultsLayout<
  TFilters extends Record<string, string | undefined>,
  TFacets,
  TOffer,
  TSort extends string,
>(props: {
  page: {
    load: TSearchLoad<TSearchAnswer<TOffer>, TOffer>
    shown: TFacetedAnswer<TOffer, TFacets> | null
    filters: TFilters
    format: FlightFormat
    setFilter: TSetParam
    prefetchFilter: TSetParam
    clearFilters(): void
    loadMore(): void
    retry(): void
  }
  unit: TFacetUnit
  sorts: readonly TSort[]
  /** The page's message section: carResults, stayResults, trainResults. */
  messages: string
  Filters: ComponentType<TFilterFormProps<TFilters, TFacets>>
  /** The error codes the search answers 400 with, said in the page's words. */
  known: ReadonlySet<string>
  children: ReactNode
}) {
  const { t } = useTranslation()
  const { page, sorts, messages } = props
  const { shown, filters } = page
  return (
    <ResultsLayout
      unit={props.unit}
      load={page.load}
      filterForm={
        shown ? (
          <props.Filters
            filters={filters}
            facets={shown.facets}
            currency={shown.currency}
            format={page.format}
            setFilter={page.setFilter}
            prefetchFilter={page.prefetchFilter}
          />
        ) : null
      }
      activeFilters={filterCount(filters)}
      clearFilters={page.clearFilters}
      sort={
        <SortControl
          sorts={sorts}
          messages={`${messages}.sort`}
          value={filters.sort}
          onChange={(sort) => page.setFilter('sort', sort === sorts[0] ? null : sort)}
        />
      }
      empty={{ noMatch: t(`${messages}.noMatch`), none: t(`${messages}.none`) }}
      failure={(code) => (
        <SearchProblem code={code} known={props.known} messages={messages} retry={page.retry} />
      )}
      loadMore={page.loadMore}
    >
      {props.children}
    </ResultsLayout>
  )
}
