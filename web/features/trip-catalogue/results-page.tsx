import { useEffect, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import {
  isRouteSearch,
  parseSearchPath,
  searchPagePath,
  type TCatalogueSearch,
} from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createTravelPolicyApi, type TravelPolicyApi } from '../../api/travel-policy.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { destinationName } from '../../i18n/destination-names.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { catalogueFormat } from './catalogue-format.ts'
import { OfferCard } from './offer-card.tsx'
import { browserSaveLaterStorage, completePendingSave } from './pending-save.ts'
import { PriceAlertButton } from './price-alert-button.tsx'
import { usePolicyResults } from './use-policy-results.ts'

export const SEARCH_PAGE_IDS: Record<TTripVertical, string> = {
  flight: 'flightSearch',
  hotel: 'hotelSearch',
  car: 'carSearch',
  train: 'trainSearch',
}

const NO_OFFERS: TCatalogueSearchResponse['offers'] = []

type TLoad =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; answer: TCatalogueSearchResponse }

function useSearch(vertical: TTripVertical): TCatalogueSearch | null {
  const params = useParams()
  return useMemo(() => {
    const splat = params['*']
    const segments = splat
      ? splat.split('/')
      : [params.a, params.b, params.c].filter((s): s is string => s !== undefined)
    return parseSearchPath(vertical, segments)
  }, [vertical, params.a, params.b, params.c, params['*']])
}

function headingValues(t: TFunction, search: TCatalogueSearch): Record<string, string> {
  const placeName = (key: string) => destinationName(t, key)
  return isRouteSearch(search)
    ? { from: placeName(search.from), to: placeName(search.to), date: search.date }
    : { destination: placeName(search.destination), start: search.start, end: search.end }
}

/**
 * A vertical's results page (decision 044): the search in the URL, one card per offer. A signed-in
 * visitor's pending signed-out save (tripSaveLater) is made on the page load after sign-in (pending-save.ts).
 */
export function ResultsPage({
  vertical,
  api: given,
  policyApi: givenPolicy,
}: {
  vertical: TTripVertical
  api?: TripCatalogueApi
  policyApi?: TravelPolicyApi
}) {
  const { t, locale } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const search = useSearch(vertical)
  const [api] = useState(() => given ?? createTripCatalogueApi(browserApiClient))
  const [policyApi] = useState(() => givenPolicy ?? createTravelPolicyApi(browserApiClient))
  const [load, setLoad] = useState<TLoad>({ status: 'loading' })
  const [completed, setCompleted] = useState<{ resultId: string; eventId: string } | null>(null)
  const format = useMemo(() => catalogueFormat(locale), [locale])
  const signedIn = Boolean(state.auth?.loggedInSession)
  const pageId = SEARCH_PAGE_IDS[vertical]

  useEffect(() => {
    if (!search) return
    let live = true
    setLoad({ status: 'loading' })
    api.search(search).then(
      (answer) => live && setLoad({ status: 'loaded', answer }),
      () => live && setLoad({ status: 'failed' }),
    )
    return () => {
      live = false
    }
  }, [api, search])

  useEffect(() => {
    if (!signedIn || state.trips === false) return
    let live = true
    completePendingSave(bus, browserSaveLaterStorage, (data) => api.save(data.offer, data.fullTripId)).then(
      (done) => {
        if (done && live) setCompleted({ resultId: done.resultId, eventId: done.saved.event.id })
      },
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [api, bus, signedIn, state.trips])

  const deps = useMemo(() => ({ api, storage: browserSaveLaterStorage }), [api])
  const business = state.auth?.businessState
  // The company's order, and badges for a business traveller or the one an arranger acts for (decision 054).
  const offers = usePolicyResults(
    policyApi,
    business?.businessMode && load.status === 'loaded' ? search : null,
    load.status === 'loaded' ? load.answer.offers : NO_OFFERS,
  )

  return (
    <article className="fw-page fw-catalogue" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t(`tripsCatalogue.${pageId}.title`)}</h1>
      {search ? (
        <>
          <p className="fw-page-about">{t(`tripsCatalogue.${pageId}.heading`, headingValues(t, search))}</p>
          <PriceAlertButton searchPath={searchPagePath(search)} signedIn={signedIn} />
        </>
      ) : (
        <p className="fw-page-about">{t('tripsCatalogue.invalidSearch')}</p>
      )}
      {search && load.status === 'loading' ? <p role="status">{t('tripsCatalogue.loading')}</p> : null}
      {search && load.status === 'failed' ? <p role="alert">{t('tripsCatalogue.failed')}</p> : null}
      {search && load.status === 'loaded' ? (
        offers.length === 0 ? (
          <p>{t('tripsCatalogue.noOffers')}</p>
        ) : (
          <ul className="fw-catalogue-list" aria-label={t('tripsCatalogue.resultsLabel')}>
            {offers.map(({ result, policy }) => (
              <OfferCard
                key={result.offer.offerId}
                result={result}
                policy={policy}
                deps={deps}
                format={format}
                savedEventId={completed?.resultId === result.offer.offerId ? completed.eventId : null}
              />
            ))}
          </ul>
        )
      ) : null}
    </article>
  )
}
