import { useEffect, useState } from 'react'
import type { TTrackerResponse, TTrackerTrip } from '../../../shared/reporting/reporting-schemas.ts'
import { browserReportingApi } from '../../api/reporting.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { WorldMap } from './world-map.tsx'
import './reporting.css'

type Show = 'now' | 'next' | 'both'
const SHOWS: Show[] = ['now', 'next', 'both']

/** /business/traveler-tracker's body (decision 058): who travels where now and in the next 14 days. */
export default function TrackerBody() {
  const { t, locale } = useTranslation()
  const [data, setData] = useState<TTrackerResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const [show, setShow] = useState<Show>('now')
  useEffect(() => {
    browserReportingApi()
      .tracker()
      .then(setData, () => setFailed(true))
  }, [])
  if (failed) {
    return <p role="alert">{t('reporting.error')}</p>
  }
  if (!data) {
    return <p>{t('reporting.loading')}</p>
  }
  const trips: TTrackerTrip[] =
    show === 'now' ? data.now : show === 'next' ? data.next : [...data.now, ...data.next]
  const when = (iso: string) =>
    new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })
  const nowIds = new Set(data.now.map((x) => x.eventId))
  return (
    <div className="fw-tracker">
      <fieldset className="fw-tracker-filter">
        <legend>{t('reporting.tracker.show')}</legend>
        {SHOWS.map((s) => (
          <label key={s}>
            <input
              type="radio"
              name="tracker-show"
              value={s}
              checked={show === s}
              onChange={() => setShow(s)}
            />{' '}
            {t(`reporting.tracker.${s}`)}
          </label>
        ))}
      </fieldset>
      <p>{t('reporting.tracker.asOf', { time: when(data.asOf) })}</p>
      <WorldMap trips={trips} />
      <h2>{t('reporting.tracker.listTitle')}</h2>
      {trips.length === 0 ? (
        <p>{t('reporting.tracker.empty')}</p>
      ) : (
        <ul className="fw-tracker-list">
          {trips.map((trip) => (
            <li key={trip.eventId} id={`trip-${trip.eventId}`} tabIndex={-1}>
              <strong>{trip.travelerName}</strong>
              {nowIds.has(trip.eventId) ? (
                <span className="fw-tracker-badge">{t('reporting.tracker.nowBadge')}</span>
              ) : null}
              <br />
              {[
                trip.placeName ?? t('reporting.tracker.noPlace'),
                t(`reporting.verticals.${trip.vertical}`),
                trip.title,
              ].join(' · ')}
              <br />
              {t('reporting.tracker.when', {
                start: when(trip.startsAt),
                end: trip.endsAt ? when(trip.endsAt) : '…',
              })}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
