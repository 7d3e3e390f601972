import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { TRIPS_LIMITS } from '../../../shared/trips/trips-contract.ts'
import type { TTripCollection } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { TripCard } from './trip-card.tsx'
import { tripsError } from './trips-errors.ts'
import { TripsPageProvider, useTripsPageApi } from './trips-page-api.tsx'
import { UpcomingFlights } from './upcoming-flights.tsx'
import './trips-page.css'

/** /trips: the signed-in user's next flights, upcoming and past trips, and a new trip. */
export function TripsListPage() {
  return (
    <PageFrame pageId="trips">
      <TripsPageProvider>
        <UpcomingFlights />
        <TripsList />
      </TripsPageProvider>
    </PageFrame>
  )
}

function TripsList() {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const trips = useQuery({ queryKey: TRIPS_KEYS.trips, queryFn: () => api.trips() })
  if (trips.isPending) {
    return <p role="status">{t('tripsPage.loading')}</p>
  }
  if (trips.isError) {
    return (
      <p role="alert" className="fw-alert">
        {tripsError(t, trips.error)}
      </p>
    )
  }
  const { upcomingTrips, pastTrips } = trips.data.trips ?? {
    upcomingTrips: { ids: [], byId: {} },
    pastTrips: { ids: [], byId: {} },
  }
  return (
    <>
      <CreateTripForm />
      <TripSection id="upcoming" collection={upcomingTrips} />
      <TripSection id="past" collection={pastTrips} />
    </>
  )
}

function TripSection({ id, collection }: { id: 'upcoming' | 'past'; collection: TTripCollection }) {
  const { t } = useTranslation()
  const headingId = useId()
  const trips = collection.ids.flatMap((tripId) => collection.byId[tripId] ?? [])
  return (
    <section aria-labelledby={headingId} className="fw-trips-section">
      <h2 id={headingId}>{t(`tripsPage.list.${id}`)}</h2>
      {trips.length === 0 ? (
        <p>{t(`tripsPage.list.${id}Empty`)}</p>
      ) : (
        <ul className="fw-trip-cards">
          {trips.map((trip) => (
            <TripCard key={trip.fullTripId} trip={trip} />
          ))}
        </ul>
      )}
    </section>
  )
}

function CreateTripForm() {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const headingId = useId()
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: () => api.createTrip(name),
    onSuccess: async (trip) => {
      setName('')
      bus.publish('trips:changed', { reason: 'saved', fullTripId: trip.fullTripId })
      await queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.all })
      navigate(trip.tripUrl.url)
    },
  })
  return (
    <form
      aria-labelledby={headingId}
      className="fw-trips-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!create.isPending) create.mutate()
      }}
    >
      <h2 id={headingId}>{t('tripsPage.create.title')}</h2>
      <TextField
        label={t('tripsPage.create.name')}
        description={t('tripsPage.create.hint')}
        name="tripName"
        autoComplete="off"
        value={name}
        onChange={setName}
        maxLength={TRIPS_LIMITS.nameMaxLength}
      />
      <Button type="submit" aria-disabled={create.isPending || undefined}>
        {t('tripsPage.create.submit')}
      </Button>
      <div role="alert" className="fw-alert">
        {create.error ? tripsError(t, create.error) : null}
      </div>
    </form>
  )
}
