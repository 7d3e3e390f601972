import searchResultsMessages from 'virtual:fw-messages/section/searchResults'
import stayResultsMessages from 'virtual:fw-messages/section/stayResults'
import { useEffect, useMemo, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayPropertyResponse } from '../../../shared/catalogue/stay-search-contract.ts'
import { parseStayPropertyUrl, stayResultsPath } from '../../../shared/catalogue/stay-search-url.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { ApiError } from '../../api/errors.ts'
import { createStaySearchApi, type StaySearchApi } from '../../api/stay-search.ts'
import { createTripCatalogueApi, type TripCatalogueApi } from '../../api/trip-catalogue.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { flightFormat } from '../flight-results/flight-format.ts'
import { SearchProblem } from '../search-results/search-problem.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { OfferActions } from '../trip-catalogue/offer-actions.tsx'
import { browserSaveLaterStorage } from '../trip-catalogue/pending-save.ts'
import { useCompletedSave } from '../trip-catalogue/use-completed-save.ts'
import { cancellationText, priceLines, ratingText } from './stay-format.ts'
import { NotAStaySearch, STAY_PROBLEMS, StayAbout, StayHeading } from './stay-heading.tsx'
import { stayCatalogueOffer } from './stay-offer.ts'
import { Stars } from './stay-offer-card.tsx'
import '../search-results/search-results.css'
import './stay-results.css'

addEnglishMessages(searchResultsMessages)
addEnglishMessages(stayResultsMessages)

type TLoad =
  | { status: 'loading' }
  | { status: 'failed'; code: string }
  | { status: 'loaded'; answer: TStayPropertyResponse }

/**
 * A property's page (issue 25 item 1): where it is, what guests say, its amenities, and each room that
 * holds the party with its rates (board, cancellation terms, price a night and for the stay).
 */
export function StayPropertyPage({
  api: given,
  catalogueApi: givenCatalogue,
}: {
  api?: StaySearchApi
  catalogueApi?: TripCatalogueApi
}) {
  const { t, locale } = useTranslation()
  const { currency } = useGlobalState()
  const params = useParams()
  const [query] = useSearchParams()
  const [api] = useState(() => given ?? createStaySearchApi(browserApiClient))
  const [catalogueApi] = useState(() => givenCatalogue ?? createTripCatalogueApi(browserApiClient))
  const completed = useCompletedSave(catalogueApi)
  const splat = params['*'] ?? ''
  const urlQuery = query.toString()
  const parsed = useMemo(
    () => parseStayPropertyUrl(splat.split('/').filter(Boolean), new URLSearchParams(urlQuery)),
    [splat, urlQuery],
  )
  const format = useMemo(() => flightFormat(locale, t), [locale, t])
  const catalogue = useMemo(() => catalogueFormat(locale), [locale])
  const deps = useMemo(() => ({ api: catalogueApi, storage: browserSaveLaterStorage }), [catalogueApi])
  const [load, setLoad] = useState<TLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  const key = parsed ? JSON.stringify(parsed) : ''

  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the property and its stay
  useEffect(() => {
    if (!parsed) return
    let live = true
    setLoad({ status: 'loading' })
    const { search } = parsed
    const q = {
      checkin: search.checkin,
      checkout: search.checkout,
      adults: String(search.adults),
      rooms: String(search.rooms),
      currency,
    }
    api.property(parsed.propertyId, q).then(
      (answer) => live && setLoad({ status: 'loaded', answer }),
      (error: unknown) =>
        live && setLoad({ status: 'failed', code: error instanceof ApiError ? error.code : 'generic' }),
    )
    return () => {
      live = false
    }
  }, [api, key, currency, attempt])

  if (!parsed) {
    return (
      <article className="fw-page fw-catalogue" aria-labelledby="fw-page-title">
        <StayHeading search={null} placeName={null} nights={1} format={format} />
        <NotAStaySearch typed={null} />
      </article>
    )
  }
  const { search } = parsed
  const answer = load.status === 'loaded' ? load.answer : null
  const property = answer?.property
  return (
    <article className="fw-page fw-catalogue fw-stay-property" aria-labelledby="fw-page-title">
      <p>
        <Link to={stayResultsPath(search)}>{t('stayResults.property.back')}</Link>
      </p>
      {property && answer ? (
        <>
          <h1 id="fw-page-title">
            {property.name} <Stars count={property.stars} />
          </h1>
          <StayAbout search={search} nights={answer.nights} format={format} />
          <p className="fw-stay-rating">{ratingText(property, t, locale)}</p>
          <p className="fw-results-facts">
            {t('stayResults.whereIn', {
              area: property.neighbourhood.name,
              place: answer.place.name,
              distance: property.distanceKm.toLocaleString(locale, { maximumFractionDigits: 1 }),
            })}
          </p>
          <h2>{t('stayResults.property.amenities')}</h2>
          <ul className="fw-stay-amenities">
            {property.amenities.map((a) => (
              <li key={a}>{t(`stayResults.amenities.${a}`)}</li>
            ))}
          </ul>
          <h2>{t('stayResults.property.rooms')}</h2>
          {answer.rooms.map((room) => {
            const roomName = t(`stayResults.rooms.${room.room}`)
            return (
              <section key={room.room} className="fw-stay-room-kind" aria-labelledby={`fw-room-${room.room}`}>
                <h3 id={`fw-room-${room.room}`}>
                  {roomName}{' '}
                  <span className="fw-results-facts">
                    {t('stayResults.property.sleeps', { count: room.sleeps })}
                  </span>
                </h3>
                <ul className="fw-results-list">
                  {room.rates.map((rate) => {
                    const prices = priceLines(rate, answer.nights, t, format)
                    const result = stayCatalogueOffer(
                      property,
                      rate,
                      search,
                      answer.place.name,
                      roomName,
                      answer.nights,
                    )
                    return (
                      <li key={rate.id} className="fw-catalogue-card fw-results-card">
                        <p className="fw-stay-room">{t(`stayResults.boards.${rate.board}`)}</p>
                        <p className={rate.freeCancellationUntil ? 'fw-results-free' : 'fw-results-facts'}>
                          {cancellationText(rate, t, format)}
                        </p>
                        <p className="fw-catalogue-price">{prices.perNight}</p>
                        <p className="fw-results-facts">{prices.total}</p>
                        <OfferActions
                          result={result}
                          deps={deps}
                          savedEventId={completed?.resultId === rate.id ? completed.eventId : null}
                          money={catalogue.price}
                          period={catalogue.period}
                        />
                      </li>
                    )
                  })}
                </ul>
              </section>
            )
          })}
        </>
      ) : (
        <h1 id="fw-page-title">{t('stayResults.property.title')}</h1>
      )}
      {load.status === 'loading' ? <p role="status">{t('stayResults.property.loading')}</p> : null}
      {load.status === 'failed' ? (
        <SearchProblem
          code={load.code}
          known={STAY_PROBLEMS}
          messages="stayResults"
          retry={() => setAttempt((n) => n + 1)}
        />
      ) : null}
    </article>
  )
}

export default StayPropertyPage
