import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { Link } from 'react-router'
import type { TUpcomingFlightsResponse } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { isTimeout } from '../../api/upcoming-flights.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { formatDateTime } from './trip-format.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

/**
 * The flight dashboard (decision 101): the next 5 flights of the caller's trips, fetched on their own so
 * that a slow answer (5 s, spec section 9) ends in a message and a retry, not a page that waits.
 */
export function UpcomingFlights() {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const headingId = useId()
  const flights = useQuery({ queryKey: TRIPS_KEYS.upcomingFlights, queryFn: () => api.upcomingFlights() })
  return (
    <section aria-labelledby={headingId} className="fw-trips-section">
      <h2 id={headingId}>{t('tripsPage.flights.title')}</h2>
      <FlightsBody flights={flights} />
    </section>
  )
}

function FlightsBody({ flights }: { flights: UseQueryResult<TUpcomingFlightsResponse> }) {
  const { t, locale } = useTranslation()
  if (flights.isPending) return <p role="status">{t('tripsPage.flights.loading')}</p>
  if (flights.isError) {
    return (
      <div role="alert" className="fw-alert">
        <p>{t(isTimeout(flights.error) ? 'tripsPage.flights.timeout' : 'tripsPage.flights.error')}</p>
        <Button variant="secondary" onClick={() => flights.refetch()}>
          {t('tripsPage.flights.retry')}
        </Button>
      </div>
    )
  }
  if (flights.data.flights.length === 0) {
    return <p>{t('tripsPage.flights.empty')}</p>
  }
  return (
    <ul className="fw-upcoming-flights">
      {flights.data.flights.map(({ event, tripName, tripUrl }) => (
        <li key={event.id}>
          <Link to={tripUrl.url}>{event.title}</Link>{' '}
          {t('tripsPage.flights.when', { time: formatDateTime(locale, event.startAt), trip: tripName })}{' '}
          <span className="fw-trip-badge">{t(`tripsPage.states.${event.state}`)}</span>
        </li>
      ))}
    </ul>
  )
}
