import { Link } from 'react-router'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/** The verticals' search pages, in the order the tabs show them. */
export const SEARCH_PAGES: readonly (readonly [TTripVertical, string])[] = [
  ['flight', '/flights'],
  ['hotel', '/hotels'],
  ['car', '/cars'],
  ['train', '/trains'],
]

/**
 * The search box's vertical tabs (issue 24 item 2): links to each vertical's search page, so that they
 * work as plain links before hydration; the shown vertical is marked, and is the current page where
 * it is one (on the home page, flights show without being the page).
 */
export function SearchTabs({ active, onPage }: { active: TTripVertical; onPage: boolean }) {
  const { t } = useTranslation()
  return (
    <nav className="fw-search-tabs" aria-label={t('pages.home.search')}>
      <ul>
        {SEARCH_PAGES.map(([vertical, path]) => (
          <li key={vertical}>
            <Link
              to={path}
              className={`fw-search-tab${vertical === active ? ' fw-search-tab--active' : ''}`}
              aria-current={vertical === active && onPage ? 'page' : undefined}
            >
              {t(`labels.verticals.${vertical}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
