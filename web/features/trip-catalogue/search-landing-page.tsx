import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FlightSearchBoxIsland } from '../search-box/search-box-island.tsx'
import { SearchTabs } from '../search-box/search-tabs.tsx'
import {
  CarSearchBoxIsland,
  StaySearchBoxIsland,
  TrainSearchBoxIsland,
} from '../search-box/vertical-box-islands.tsx'

/** The page ids of the verticals' search pages (/flights, /hotels, /cars, /trains). */
export const LANDING_PAGE_IDS: Record<TTripVertical, string> = {
  flight: 'flightLanding',
  hotel: 'hotelLanding',
  car: 'carLanding',
  train: 'trainLanding',
}

/** A vertical's front page: the search box's tabs and that vertical's search. */
export function SearchLandingPage({ vertical }: { vertical: TTripVertical }) {
  const { t } = useTranslation()
  const pageId = LANDING_PAGE_IDS[vertical]
  return (
    <article className="fw-page fw-catalogue" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`tripsCatalogue.${pageId}.title`)}</h1>
      <p className="fw-page-about">{t(`tripsCatalogue.${pageId}.about`)}</p>
      <section className="fw-search-panel" aria-label={t('pages.home.search')}>
        <SearchTabs active={vertical} onPage />
        {vertical === 'flight' ? (
          <FlightSearchBoxIsland />
        ) : vertical === 'hotel' ? (
          <StaySearchBoxIsland />
        ) : vertical === 'train' ? (
          <TrainSearchBoxIsland />
        ) : (
          <CarSearchBoxIsland />
        )}
      </section>
    </article>
  )
}
