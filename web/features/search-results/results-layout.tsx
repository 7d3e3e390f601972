import { type ReactNode, useState } from 'react'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import type { TFacetUnit } from './filter-controls.tsx'
import type { TSearchAnswer, TSearchLoad } from './use-search-results.ts'

interface Props<TOffer> {
  /** What the page lists (flights, stays, …): its counts and sentences name it. */
  unit: TFacetUnit
  load: TSearchLoad<TSearchAnswer<TOffer>, TOffer>
  /** The filters' form, or null before the first answer. */
  filterForm: ReactNode
  /** How many filters (not the sort) the URL holds. */
  activeFilters: number
  clearFilters(): void
  sort: ReactNode
  /** Above the toolbar (the flights' price strip). */
  above?: ReactNode
  /** What the page says when the search finds nothing, with filters and without. */
  empty: { noMatch: string; none: string }
  /** The failure's sentence and its retry. */
  failure(code: string): ReactNode
  /** The offers' cards (list items). */
  children: ReactNode
  loadMore(): void
}

function ClearFilters({ onClick }: { onClick(): void }) {
  const { t } = useTranslation()
  return (
    <Button variant="secondary" onClick={onClick}>
      {t('searchResults.filters.clear')}
    </Button>
  )
}

/**
 * Every results page's frame: sort, filters (a side column, or a full-screen dialog under 600 px), the
 * offers with their count, "Show more", and what is said while loading, on failure and when nothing
 * is found.
 */
export function ResultsLayout<TOffer>(props: Props<TOffer>) {
  const { t } = useTranslation()
  const { load, unit, activeFilters: active } = props
  const wide = useMinWidth(BREAKPOINTS.m)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const clear = active ? <ClearFilters onClick={props.clearFilters} /> : null
  return (
    <div className="fw-results-layout">
      {/* Side column and Filters button both rendered, CSS shows one: the server cannot know the width. */}
      <aside className="fw-results-side" aria-labelledby="fw-results-filters-title">
        {/* Filters are many stops for a keyboard: the offers are one step away. */}
        <a className="fw-visually-hidden-focusable fw-results-skip" href="#fw-results-list">
          {t(`searchResults.skipTo.${unit}`)}
        </a>
        <h2 id="fw-results-filters-title">{t('searchResults.filters.title')}</h2>
        {/* On a phone the column is hidden and its filters live in the dialog: not drawn twice. */}
        {wide ? props.filterForm : null}
        {wide ? clear : null}
      </aside>
      <div className="fw-results-main">
        {props.above}
        <div className="fw-results-toolbar">
          {props.sort}
          <Button
            variant="secondary"
            className="fw-results-filters-open"
            onClick={() => setFiltersOpen(true)}
          >
            {active
              ? t('searchResults.filters.openActive', { count: active })
              : t('searchResults.filters.open')}
          </Button>
        </div>
        {!wide && filtersOpen ? (
          <ModalDialog
            presentation="fullscreen"
            labelledBy="fw-results-dialog-title"
            onClose={() => setFiltersOpen(false)}
          >
            <h2 id="fw-results-dialog-title">{t('searchResults.filters.title')}</h2>
            {props.filterForm}
            <div className="fw-results-dialog-actions">
              {clear}
              <Button onClick={() => setFiltersOpen(false)}>
                {load.status === 'loaded'
                  ? t(`searchResults.show.${unit}`, { count: load.answer.total })
                  : t('searchResults.filters.done')}
              </Button>
            </div>
          </ModalDialog>
        ) : null}
        {load.status === 'loading' ? <p role="status">{t(`searchResults.loading.${unit}`)}</p> : null}
        {load.status === 'failed' ? props.failure(load.code) : null}
        {load.status === 'loaded' && load.offers.length === 0 ? (
          <div className="fw-results-empty">
            <p role="status">{active ? props.empty.noMatch : props.empty.none}</p>
            {clear}
          </div>
        ) : null}
        {load.status === 'loaded' && load.offers.length > 0 ? (
          <>
            <p className="fw-results-count" role="status">
              {load.refreshing
                ? t(`searchResults.loading.${unit}`)
                : t(`searchResults.shown.${unit}`, { shown: load.offers.length, total: load.answer.total })}
            </p>
            <ul
              id="fw-results-list"
              tabIndex={-1}
              aria-busy={load.refreshing === true}
              className="fw-results-list"
              aria-label={t(`searchResults.offersLabel.${unit}`)}
            >
              {props.children}
            </ul>
            {load.offers.length < load.answer.total ? (
              <Button
                variant="secondary"
                className="fw-results-more"
                aria-disabled={load.more === 'loading'}
                onClick={props.loadMore}
              >
                {t(load.more === 'loading' ? 'searchResults.loadingMore' : 'searchResults.showMore')}
              </Button>
            ) : null}
            {load.more === 'failed' ? <p role="alert">{t('searchResults.moreFailed')}</p> : null}
          </>
        ) : null}
      </div>
    </div>
  )
}

/** How many filters (not the sort) a results URL holds. */
export const filterCount = (filters: Record<string, string | undefined>) =>
  Object.entries(filters).filter(([name, value]) => name !== 'sort' && value).length
