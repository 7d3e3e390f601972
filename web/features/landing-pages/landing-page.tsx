import landingMessages from 'virtual:fw-messages/section/landing'
import { useEffect, useMemo, useState } from 'react'
import { Link, useLocation } from 'react-router'
import {
  landingOfPath,
  landingPath,
  type TLandingKind,
  type TLandingResponse,
} from '../../../shared/catalogue/landing-contract.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { fetchLanding } from '../../api/landing.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useDocumentTitle } from '../../app/use-document-title.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { daysFromToday } from '../search-box/flight-box-state.ts'
import { FlightSearchBoxIsland } from '../search-box/search-box-island.tsx'
import { StaySearchBoxIsland } from '../search-box/vertical-box-islands.tsx'
import './landing-page.css'

addEnglishMessages(landingMessages)

type TLoad = { status: 'loaded'; content: TLandingResponse } | { status: 'loading' | 'missing' | 'failed' }

/** The page's content: embedded by the server for the page it rendered, else asked for (a page opened in the app). */
function useLanding(kind: TLandingKind, slug: string, pathname: string): TLoad {
  const state = useGlobalState()
  const embedded = state.landing?.kind === kind && state.landing.slug === slug ? state.landing : null
  // The page the server rendered carries its content; without it, the path named no place (404).
  const served = new URL(state.seo.canonicalUrl).pathname === pathname
  const [asked, setAsked] = useState<{ key: string; load: TLoad } | null>(null)
  const key = `${kind}/${slug}/${state.currency}/${state.locale}`
  useEffect(() => {
    if (embedded || served) return
    let live = true
    fetchLanding(browserApiClient(), { kind, slug, currency: state.currency, locale: state.locale }).then(
      (content) => live && setAsked({ key, load: { status: 'loaded', content } }),
      (error: { status?: number }) =>
        live && setAsked({ key, load: { status: error.status === 404 ? 'missing' : 'failed' } }),
    )
    return () => {
      live = false
    }
  }, [embedded, served, key, kind, slug, state.currency, state.locale])
  if (embedded) return { status: 'loaded', content: embedded }
  if (served) return { status: 'missing' }
  return asked?.key === key ? asked.load : { status: 'loading' }
}

function CityLinks({ content }: { content: TLandingResponse }) {
  const { t } = useTranslation()
  const { locale } = useGlobalState()
  if (content.cities.length === 0) return null
  const title =
    content.kind === 'country'
      ? t('landing.country.cities', { place: content.place.name })
      : t('landing.nearby', {
          country: new Intl.DisplayNames([locale], { type: 'region' }).of(content.place.countryCode) ?? '',
        })
  return (
    <section className="fw-landing-section" aria-labelledby="fw-landing-cities">
      <h2 id="fw-landing-cities">{title}</h2>
      <ul className="fw-landing-cities">
        {content.cities.map((city) => (
          <li key={city.code}>
            <Link to={landingPath('flightsTo', city.slug)}>
              {t('landing.flightsToCity', { city: city.name })}
            </Link>
            <Link to={landingPath('hotelsIn', city.slug)}>
              {t('landing.hotelsInCity', { city: city.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Routes({ content }: { content: TLandingResponse }) {
  const { t } = useTranslation()
  const { locale } = useGlobalState()
  const place = content.place.name
  if (content.routes.length === 0) return <p>{t('landing.flightsTo.noRoutes', { place })}</p>
  const money = (minor: number) => formatMoney(minor, content.currency, locale)
  return (
    <section className="fw-landing-section" aria-labelledby="fw-landing-routes">
      <h2 id="fw-landing-routes">{t('landing.flightsTo.routes', { place })}</h2>
      <ul className="fw-landing-routes">
        {content.routes.map((route) => (
          <li key={route.from.code}>
            <h3>{t('landing.flightsTo.route', { from: route.from.name })}</h3>
            <p>
              {t('landing.flightsTo.price', { low: money(route.typicalLow), high: money(route.typicalHigh) })}
            </p>
            <Link
              to={`/flights/search/${route.from.code}-${content.place.code}/${route.depart}/${route.return}`}
            >
              {t('landing.flightsTo.searchRoute', { from: route.from.name, place })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The search box of the page, filled with its place. */
function SearchBox({ content }: { content: TLandingResponse }) {
  const { t } = useTranslation()
  const code = content.place.code
  const flight = useMemo(
    () => ({
      kind: 'roundTrip' as const,
      legs: [
        { from: '', to: code, date: daysFromToday(28) },
        { from: code, to: '', date: daysFromToday(35) },
      ],
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy' as const,
    }),
    [code],
  )
  const stay = useMemo(
    () => ({
      destination: code,
      checkin: daysFromToday(28),
      checkout: daysFromToday(30),
      adults: 2,
      rooms: 1,
    }),
    [code],
  )
  const label = content.kind === 'hotelsIn' ? 'landing.hotelsIn.search' : 'landing.flightsTo.search'
  return (
    <section className="fw-search-panel" aria-label={t(label, { place: content.place.name })}>
      {content.kind === 'hotelsIn' ? (
        <StaySearchBoxIsland key={code} initial={stay} />
      ) : (
        <FlightSearchBoxIsland key={code} initial={flight} />
      )}
    </section>
  )
}

/**
 * A landing page (issue 27 item 2): "Flights to {city}" (popular routes with their typical prices, the
 * search box filled), "Hotels in {city}" (the stay search filled) and "Trips to {country}" (its cities).
 * Rendered by the server with its content; its title, description, canonical URL and hreflang alternates
 * are the server's (entry-server.tsx).
 */
export function LandingPage() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const { pathname } = useLocation()
  const page = landingOfPath(pathname)
  const load = useLanding(page?.kind ?? 'flightsTo', page?.slug ?? '', pathname)
  if (!page || load.status !== 'loaded') {
    const sentence = !page || load.status === 'missing' ? 'notFound' : load.status
    return (
      <article className="fw-page" aria-labelledby="fw-page-title">
        <h1 id="fw-page-title">{t('pages.notFound.title')}</h1>
        <p role={sentence === 'loading' ? 'status' : 'alert'}>{t(`landing.${sentence}`)}</p>
      </article>
    )
  }
  const { content } = load
  const values = { place: content.place.name, brand: state.brandDisplayName }
  return <LandingContent content={content} values={values} />
}

function LandingContent({
  content,
  values,
}: {
  content: TLandingResponse
  values: { place: string; brand: string }
}) {
  const { t } = useTranslation()
  const title = t(`landing.${content.kind}.title`, values)
  useDocumentTitle(title)
  return (
    <article className="fw-page fw-landing" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{title}</h1>
      <p className="fw-page-about">{t(`landing.${content.kind}.description`, values)}</p>
      {content.kind === 'country' ? null : <SearchBox content={content} />}
      {content.kind === 'flightsTo' ? <Routes content={content} /> : null}
      <CityLinks content={content} />
    </article>
  )
}
