import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import trainResultsMessages from 'virtual:fw-messages/section/trainResults'
import { Link } from 'react-router'
import { flightResultsPath } from '../../../shared/catalogue/flight-search-url.ts'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainOffer, TTrainSearchResponse } from '../../../shared/catalogue/train-search-contract.ts'
import { TRAIN_SORTS, TrainSearchErrorCode } from '../../../shared/catalogue/train-search-rules.ts'
import {
  parseTrainResultsUrl,
  TRAIN_FILTER_PARAMS,
  type TTrainFilters,
  type TTrainSearch,
  trainApiQuery,
} from '../../../shared/catalogue/train-search-url.ts'
import { createTrainSearchApi } from '../../api/train-search.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TrainSearchBoxOnUse } from '../search-box/search-box-on-use.tsx'
import { usePlaceNames } from '../search-box/use-named-places.ts'
import { ResultsArticle, ResultsHeading } from '../search-results/results-article.tsx'
import {
  type TVertical,
  type TVerticalPageProps,
  useVerticalResults,
} from '../search-results/use-vertical-results.tsx'
import { VerticalResultsLayout } from '../search-results/vertical-results-layout.tsx'
import { TrainFilters } from './train-filters.tsx'
import { TrainOfferCard } from './train-offer-card.tsx'
import '../search-results/search-results.css'
import './train-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(trainResultsMessages)

const KNOWN = new Set(Object.values(TrainSearchErrorCode))

const TRAINS: TVertical<TTrainSearch, TTrainFilters, TTrainSearchResponse> = {
  parse: parseTrainResultsUrl,
  apiQuery: trainApiQuery,
  filterParams: TRAIN_FILTER_PARAMS,
  createApi: createTrainSearchApi,
  SearchBox: TrainSearchBoxOnUse,
}

/** No railway joins the places: the page says so and offers the same trip by air. */
function NoRail({ search, names }: { search: TTrainSearch; names: Readonly<Record<string, string>> }) {
  const { t } = useTranslation()
  const legs = [{ from: search.from, to: search.to, date: search.depart }]
  if (search.return) legs.push({ from: search.to, to: search.from, date: search.return })
  const flights = flightResultsPath({
    kind: search.return ? 'roundTrip' : 'oneWay',
    legs,
    adults: search.adults,
    children: 0,
    infants: 0,
    cabin: 'economy',
  })
  return (
    <div className="fw-results-empty">
      <p role="status">
        {t('trainResults.noRail', {
          from: names[search.from] ?? search.from,
          to: names[search.to] ?? search.to,
        })}
      </p>
      <Link className="fw-button" to={flights}>
        {t('trainResults.searchFlights')}
      </Link>
    </div>
  )
}

/**
 * The train results page (issue 25 item 3, decision 082): departures with their classes and prices, the
 * sort and filters in the URL, the day back's trains below; where no railway joins the places, a way to
 * the flights.
 */
export function TrainResultsPage(props: TVerticalPageProps<TTrainSearchResponse>) {
  const page = useVerticalResults<TTrainSearch, TTrainFilters, TTrainSearchResponse, TTrainOffer>(
    TRAINS,
    props,
  )
  const { t, search, load, format } = page
  const names = usePlaceNames(search ? [search.from, search.to] : [], props.placesApi)
  const from = search ? (names[search.from] ?? null) : null
  const to = search ? (names[search.to] ?? null) : null
  const noRail = load.status === 'loaded' && load.answer.reason === 'noRail'
  function card(offer: TTrainOffer, destination: string) {
    return (
      <TrainOfferCard
        key={offer.id}
        offer={offer}
        adults={search?.adults ?? 1}
        destination={destination}
        format={format}
        catalogue={page.catalogue}
        deps={page.deps}
        completed={page.completed}
        showPolicy={page.business}
      />
    )
  }
  return (
    <ResultsArticle box={page.box}>
      <ResultsHeading
        title={search && from && to ? t('trainResults.heading', { from, to }) : t('trainResults.title')}
        about={
          search && [
            search.return ? format.dateRange(search.depart, search.return) : format.date(search.depart),
            t('trainResults.adults', { count: search.adults }),
          ]
        }
        notASearch={t('trainResults.errors.notASearch')}
      />
      {search && noRail ? <NoRail search={search} names={names} /> : null}
      {search && !noRail ? (
        <VerticalResultsLayout
          page={page}
          unit="trains"
          sorts={TRAIN_SORTS}
          messages="trainResults"
          known={KNOWN}
          Filters={TrainFilters}
        >
          {load.status === 'loaded' ? load.offers.map((offer) => card(offer, to ?? search.to)) : null}
        </VerticalResultsLayout>
      ) : null}
      {search?.return && load.status === 'loaded' && load.answer.returnOffers?.length ? (
        <section className="fw-train-back" aria-labelledby="fw-train-back-title">
          <h2 id="fw-train-back-title">{t('trainResults.back', { date: format.date(search.return) })}</h2>
          <ul className="fw-results-list" aria-label={t('trainResults.backLabel')}>
            {load.answer.returnOffers.map((offer) => card(offer, from ?? search.from))}
          </ul>
        </section>
      ) : null}
    </ResultsArticle>
  )
}

export default TrainResultsPage
