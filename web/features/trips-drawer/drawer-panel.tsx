import bookOnBehalfMessages from 'virtual:fw-messages/section/bookOnBehalf'
import { Link } from 'react-router'
import { TRIPS_CONSTANTS, TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

// "Booked by … for you" (decision 056) speaks from book on behalf's section.
addEnglishMessages(bookOnBehalfMessages)

interface Props {
  trips: TTripSummary[]
  count: number | null
  goToTripsTooltip: boolean
  onNavigate(): void
}

/** The drawer's content: at most 3 trips with thumbnails and links, the saved count, and a way to /trips. */
export function DrawerPanel({ trips, count, goToTripsTooltip, onNavigate }: Props) {
  const { t } = useTranslation()
  const { width, height } = TRIPS_CONSTANTS.thumbnail
  return (
    <div className="fw-trips-panel">
      <p className="fw-trips-count">{t('tripsDrawer.savedCount', { count: count ?? 0 })}</p>
      {trips.length === 0 ? (
        <p>{t('tripsDrawer.empty')}</p>
      ) : (
        <ul className="fw-trips-list">
          {trips.map((trip) => (
            <li key={trip.fullTripId}>
              <Link to={trip.tripUrl.url} className="fw-trips-item" onClick={onNavigate}>
                <img src={trip.thumbnailUrl} alt="" width={width} height={height} />
                <span className="fw-trips-name">{trip.tripName}</span>
                <span className="fw-trips-item-count">
                  {t('tripsDrawer.tripSaved', { count: trip.numSavedEvents })}
                </span>
                {trip.bookedForYouBy ? (
                  <span className="fw-trips-item-booked-by">
                    {t('bookOnBehalf.bookedBy', { booker: trip.bookedForYouBy })}
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="fw-trips-go">
        <Link to={TRIPS_PAGES.trips} className="fw-button fw-button--secondary" onClick={onNavigate}>
          {t('tripsDrawer.goToTrips')}
        </Link>
        {goToTripsTooltip ? (
          <p role="status" className="fw-trips-tooltip">
            {t('tripsDrawer.goToTripsTooltip')}
          </p>
        ) : null}
      </div>
    </div>
  )
}
