import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import stayResultsMessages from 'virtual:fw-messages/section/stayResults'
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
  type TStaySearch,
} from '../../../shared/catalogue/stay-search-url.ts'
import { createStaySearchApi } from '../../api/stay-search.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { StaySearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { ResultsArticle } from '../search-results/results-article.tsx'
import {
  type TVertical,
  type TVerticalPageProps,
  useVerticalResults,
} from '../search-results/use-vertical-results.tsx'
import { VerticalResultsLayout } from '../search-results/vertical-results-layout.tsx'
import { StayFilters } from './stay-filters.tsx'
import { NotAStaySearch, STAY_PROBLEMS, StayHeading } from './stay-heading.tsx'
import { stayCatalogueOffer } from './stay-offer.ts'
import { StayOfferCard } from './stay-offer-card.tsx'
import '../search-results/search-results.css'
import './stay-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(stayResultsMessages)

const STAYS: TVertical<TStaySearch, TStayFilters, TStaySearchResponse> = {
  parse: parseStayResultsUrl,
  apiQuery: stayApiQuery,
  filterParams: STAY_FILTER_PARAMS,
  createApi: createStaySearchApi,
  SearchBox: StaySearchBoxOnUse,
}

/**
 * The stay results page (issue 25 item 1, decision 081): the search, its sort and filters in the URL;
 * the server filters, counts and sorts, the page asks again on each change.
 */
export function StayResultsPage(props: TVerticalPageProps<TStaySearchResponse>) {
  const page = useVerticalResults<TStaySearch, TStayFilters, TStaySearchResponse, TStayOffer>(STAYS, props)
  const { t, search, shown, load, format, completed } = page
  // From the URL's dates, so that the server's first render says it too (the answer's nights agree).
  const nights = search ? Math.max(1, nightsBetween(search.checkin, search.checkout)) : 1
  const placeName = shown?.place.name ?? search?.destination ?? ''
  return (
    <ResultsArticle box={page.box}>
      <StayHeading search={search} placeName={shown ? placeName : null} nights={nights} format={format} />
      {search ? (
        <VerticalResultsLayout
          page={page}
          unit="stays"
          sorts={STAY_SORTS}
          messages="stayResults"
          known={STAY_PROBLEMS}
          Filters={StayFilters}
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
                  catalogue={page.catalogue}
                  deps={page.deps}
                  savedEventId={completed?.resultId === offer.rate.id ? completed.eventId : null}
                  showPolicy={page.business}
                />
              ))
            : null}
        </VerticalResultsLayout>
      ) : (
        <NotAStaySearch typed={page.query.get(STAY_FORM_FIELDS.destination)?.trim() || null} />
      )}
    </ResultsArticle>
  )
}

export default StayResultsPage
