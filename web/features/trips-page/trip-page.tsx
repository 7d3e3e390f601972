import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link, useParams } from 'react-router'
import { TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { TTripDetail, TTripSummary, TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import type { TripsPageApi } from '../../api/trips-page.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { TripCounters } from './trip-card.tsx'
import { DeleteTripDialog, EditTripDialog, prefetchTripDialogs, ShareDialog } from './trip-dialogs.tsx'
import { formatRange } from './trip-format.ts'
import { EventActions, TripTimeline } from './trip-timeline.tsx'
import { TripTitle } from './trip-title.tsx'
import { tripsError } from './trips-errors.ts'
import { TripsPageProvider, useTripsPageApi } from './trips-page-api.tsx'
import './trips-page.css'

/**
 * /trips/{fullTripId}: one trip's timeline; owners and editors change it, viewers only read it. `api` is
 * the browser's unless given (tests pass one bound to their server).
 */
export function TripPage({ api }: { api?: TripsPageApi } = {}) {
  const { t } = useTranslation()
  return (
    <article className="fw-page fw-trip-page" aria-labelledby="fw-page-title">
      <TripsPageProvider api={api} fallbackTitle={t('pages.trip.title')}>
        <TripLoader />
      </TripsPageProvider>
    </article>
  )
}

function TripLoader() {
  const { t } = useTranslation()
  const { fullTripId = '' } = useParams()
  const api = useTripsPageApi()
  const query = useQuery({ queryKey: TRIPS_KEYS.trip(fullTripId), queryFn: () => api.trip(fullTripId) })
  if (query.isPending) {
    return (
      <>
        <h1 id="fw-page-title">{t('pages.trip.title')}</h1>
        <p role="status">{t('tripsPage.loading')}</p>
      </>
    )
  }
  const trip = query.data?.trip
  if (query.isError || !trip) {
    return (
      <>
        <h1 id="fw-page-title">{t('tripsPage.trip.notFound')}</h1>
        {query.isError ? <p className="fw-alert">{tripsError(t, query.error)}</p> : null}
        <p>
          <Link to={TRIPS_PAGES.trips}>{t('tripsPage.trip.back')}</Link>
        </p>
      </>
    )
  }
  return <TripView trip={trip} targets={editableTrips(query.data, trip.fullTripId)} />
}

/** The trips an event may move to: the caller's others that they may edit. */
function editableTrips(store: TTripsStoreResponse, current: string): TTripSummary[] {
  const lists = store.trips ? [store.trips.upcomingTrips, store.trips.pastTrips] : []
  return lists
    .flatMap((list) => list.ids.flatMap((id) => list.byId[id] ?? []))
    .filter((trip) => trip.role !== 'viewer' && trip.fullTripId !== current)
}

type TDialog = 'edit' | 'delete' | 'share' | null

function TripView({ trip, targets }: { trip: TTripDetail; targets: TTripSummary[] }) {
  const { t, locale } = useTranslation()
  const [dialog, setDialog] = useState<TDialog>(null)
  const [announcement, setAnnouncement] = useState('')
  const canEdit = trip.role !== 'viewer'
  const isOwner = trip.role === 'owner'
  const dates = formatRange(locale, trip.startDate, trip.endDate)
  const done = (message: string) => {
    setDialog(null)
    setAnnouncement(message)
  }
  // An editor's dialogs load when the browser is next idle, so opening one does not wait for them.
  useEffect(() => {
    if (!canEdit) return
    const id = window.requestIdleCallback?.(prefetchTripDialogs, { timeout: 5_000 })
    return () => {
      if (id !== undefined) window.cancelIdleCallback?.(id)
    }
  }, [canEdit])
  return (
    <>
      <p className="fw-trip-back">
        <Link to={TRIPS_PAGES.trips}>{t('tripsPage.trip.back')}</Link>
      </p>
      <header className="fw-trip-header">
        <img className="fw-trip-header-image" src={trip.imageUrl} alt="" width={640} height={240} />
        <h1 id="fw-page-title">{trip.tripName}</h1>
        <TripTitle name={trip.tripName} />
        <p className="fw-trip-card-dates">{dates ?? t('tripsPage.card.noDates')}</p>
        {trip.isFullyCancelled ? (
          <p className="fw-trip-badge fw-trip-badge--cancelled">{t('tripsPage.card.fullyCancelled')}</p>
        ) : null}
        {isOwner ? null : (
          <p className="fw-trip-role">
            {t(`tripsPage.trip.sharedWith.${trip.role}`, { name: trip.ownerDisplayName })}
          </p>
        )}
        <TripCounters trip={trip} />
      </header>
      {canEdit ? (
        <div className="fw-trip-toolbar">
          <Button onClick={() => setDialog('edit')}>{t('tripsPage.trip.edit')}</Button>
          {isOwner ? <Button onClick={() => setDialog('share')}>{t('tripsPage.trip.share')}</Button> : null}
          {isOwner ? (
            <Button variant="secondary" onClick={() => setDialog('delete')}>
              {t('tripsPage.trip.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
      <p role="status" className="fw-trip-announcement">
        {announcement}
      </p>
      <section aria-labelledby="fw-trip-timeline-title">
        <h2 id="fw-trip-timeline-title">{t('tripsPage.timeline.title')}</h2>
        <TripTimeline
          events={trip.events.items}
          renderActions={
            canEdit
              ? (event) => <EventActions event={event} trip={trip} targets={targets} onDone={done} />
              : undefined
          }
        />
      </section>
      {dialog === 'edit' ? (
        <EditTripDialog trip={trip} onClose={() => setDialog(null)} onDone={done} />
      ) : null}
      {dialog === 'delete' ? <DeleteTripDialog trip={trip} onClose={() => setDialog(null)} /> : null}
      {dialog === 'share' ? <ShareDialog trip={trip} onClose={() => setDialog(null)} /> : null}
    </>
  )
}
