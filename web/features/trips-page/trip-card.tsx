import { Link } from 'react-router'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { formatRange } from './trip-format.ts'

/** One trip on /trips: its picture, name (the link), dates, counters and how the caller holds it. */
export function TripCard({ trip }: { trip: TTripSummary }) {
  const { t, locale } = useTranslation()
  const dates = formatRange(locale, trip.startDate, trip.endDate)
  return (
    <li className="fw-trip-card">
      <img
        className="fw-trip-card-image"
        src={trip.imageUrl}
        alt=""
        width={320}
        height={180}
        loading="lazy"
      />
      <div className="fw-trip-card-body">
        <h3 className="fw-trip-card-name">
          <Link to={trip.tripUrl.url}>{trip.tripName}</Link>
        </h3>
        <p className="fw-trip-card-dates">{dates ?? t('tripsPage.card.noDates')}</p>
        {trip.isFullyCancelled ? (
          <p className="fw-trip-badge fw-trip-badge--cancelled">{t('tripsPage.card.fullyCancelled')}</p>
        ) : null}
        {trip.role !== 'owner' ? (
          <p className="fw-trip-card-shared">
            {t(`tripsPage.card.sharedBy.${trip.role}`, { name: trip.ownerDisplayName })}
          </p>
        ) : null}
        <TripCounters trip={trip} />
      </div>
    </li>
  )
}

/**
 * The trip's counters. The server's numBookedEvents counts every event ever booked, cancelled ones too
 * (a trip is fully cancelled when booked equals cancelled), so "booked" here shows the bookings that still
 * stand; a cancelled one counts only under "cancelled".
 */
export function TripCounters({ trip }: { trip: TTripSummary }) {
  const { t } = useTranslation()
  const counters = [
    ['saved', trip.numSavedEvents],
    ['inCart', trip.numCartEvents],
    ['booked', Math.max(0, trip.numBookedEvents - trip.numCancelledEvents)],
    ['cancelled', trip.numCancelledEvents],
  ] as const
  return (
    <ul className="fw-trip-counters" aria-label={t('tripsPage.card.countersLabel')}>
      {counters.map(([key, count]) => (
        <li key={key}>{t(`tripsPage.counters.${key}`, { count })}</li>
      ))}
    </ul>
  )
}
