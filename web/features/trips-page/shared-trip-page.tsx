import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { formatRange } from './trip-format.ts'
import { TripTimeline } from './trip-timeline.tsx'
import { TripTitle } from './trip-title.tsx'
import { tripsError } from './trips-errors.ts'
import { TripsPageProvider, useTripsPageApi } from './trips-page-api.tsx'
import './trips-page.css'

/** /trips/shared/{token}: a read-only link's page; the server sends no names, e-mails or prices. */
export function SharedTripPage() {
  return (
    <article className="fw-page fw-trip-page" aria-labelledby="fw-page-title">
      <TripsPageProvider signedInOnly={false}>
        <SharedTrip />
      </TripsPageProvider>
    </article>
  )
}

function SharedTrip() {
  const { t, locale } = useTranslation()
  // The secret is the fragment (never sent to the server); the server's render shows the loading state.
  const token = useLocation().hash.slice(1)
  const api = useTripsPageApi()
  const query = useQuery({
    queryKey: TRIPS_KEYS.sharedTrip(token),
    queryFn: () => (token ? api.sharedTrip(token) : Promise.reject(new Error('no link secret'))),
  })
  if (query.isPending) {
    return (
      <>
        <h1 id="fw-page-title">{t('pages.tripShared.title')}</h1>
        <p role="status">{t('tripsPage.loading')}</p>
      </>
    )
  }
  if (query.isError) {
    return (
      <>
        <h1 id="fw-page-title">{t('tripsPage.shared.notFound')}</h1>
        <p className="fw-alert">{tripsError(t, query.error)}</p>
      </>
    )
  }
  const trip = query.data
  return (
    <>
      <header className="fw-trip-header">
        <img className="fw-trip-header-image" src={trip.imageUrl} alt="" width={640} height={240} />
        <h1 id="fw-page-title">{trip.tripName}</h1>
        <TripTitle name={trip.tripName} />
        <p className="fw-trip-card-dates">
          {formatRange(locale, trip.startDate, trip.endDate) ?? t('tripsPage.card.noDates')}
        </p>
        <p className="fw-trip-role">{t('tripsPage.shared.readOnly')}</p>
      </header>
      <section aria-labelledby="fw-trip-timeline-title">
        <h2 id="fw-trip-timeline-title">{t('tripsPage.timeline.title')}</h2>
        <TripTimeline events={trip.events} />
      </section>
    </>
  )
}
