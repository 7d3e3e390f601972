import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { TRIPS_LIMITS, TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { TripDialogFrame } from './trip-dialog-frame.tsx'
import { tripsError, tripsFormErrors } from './trips-errors.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

interface DialogProps {
  trip: TTripSummary
  onClose(): void
  /** What the page announces after the change (the name the server kept, say). */
  onDone(message: string): void
}

/** Rename and re-date: the server de-duplicates the name, so the page shows the name it answered. */
/** A date field's refusal, under it and named by its aria-describedby. */
function DateError({ id, text }: { id: string; text: string | undefined }) {
  if (!text) return null
  return (
    <p id={`${id}-error`} className="fw-field-error">
      {text}
    </p>
  )
}

export function EditTripDialog({ trip, onClose, onDone }: DialogProps) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const [name, setName] = useState(trip.tripName)
  const [startDate, setStartDate] = useState(trip.startDate ?? '')
  const [endDate, setEndDate] = useState(trip.endDate ?? '')
  const startId = useId()
  const endId = useId()
  // Only what the user changed is sent: a trip's dates may come from its events, and sending them back
  // with a plain rename would pin them.
  const change = {
    ...(name.trim() !== trip.tripName ? { name } : {}),
    ...(startDate !== (trip.startDate ?? '') ? { startDate: startDate || null } : {}),
    ...(endDate !== (trip.endDate ?? '') ? { endDate: endDate || null } : {}),
  }
  const save = useMutation({
    mutationFn: () => api.updateTrip(trip.fullTripId, change),
    onSuccess: (saved) => {
      // The page's queries reload on this too, and the header's drawer shows the new name.
      bus.publish('trips:changed', { reason: 'edited', fullTripId: trip.fullTripId })
      onDone(t('tripsPage.edit.done', { name: saved.tripName }))
    },
  })
  const refused = tripsFormErrors(t, save.error, ['name', 'startDate', 'endDate'])
  const dateError = (id: string, text: string | undefined) => ({
    'aria-invalid': text ? true : undefined,
    'aria-describedby': text ? `${id}-error` : undefined,
  })
  return (
    <TripDialogFrame title={t('tripsPage.edit.title')} onClose={onClose}>
      <form
        noValidate
        className="fw-trip-dialog-form"
        onSubmit={(event) => {
          event.preventDefault()
          if (save.isPending) return
          // Nothing changed: nothing to send (the server refuses an empty change).
          if (Object.keys(change).length === 0) onClose()
          else save.mutate()
        }}
      >
        <TextField
          label={t('tripsPage.edit.name')}
          name="tripName"
          autoComplete="off"
          value={name}
          onChange={setName}
          maxLength={TRIPS_LIMITS.nameMaxLength}
          isRequired
          error={refused.fields.name}
        />
        <div className="fw-field">
          <label htmlFor={startId} className="fw-field-label">
            {t('tripsPage.edit.startDate')}
          </label>
          <input
            id={startId}
            className="fw-input"
            type="date"
            value={startDate}
            onChange={(e) => setStartDate(e.target.value)}
            {...dateError(startId, refused.fields.startDate)}
          />
          <DateError id={startId} text={refused.fields.startDate} />
        </div>
        <div className="fw-field">
          <label htmlFor={endId} className="fw-field-label">
            {t('tripsPage.edit.endDate')}
          </label>
          <input
            id={endId}
            className="fw-input"
            type="date"
            value={endDate}
            onChange={(e) => setEndDate(e.target.value)}
            {...dateError(endId, refused.fields.endDate)}
          />
          <DateError id={endId} text={refused.fields.endDate} />
        </div>
        <div role="alert" className="fw-alert">
          {refused.form}
        </div>
        <div className="fw-trip-dialog-actions">
          <Button type="submit" aria-disabled={save.isPending || undefined}>
            {t('tripsPage.edit.save')}
          </Button>
          <Button variant="secondary" onClick={onClose}>
            {t('tripsPage.dialog.cancel')}
          </Button>
        </div>
      </form>
    </TripDialogFrame>
  )
}

/** Deleting asks first; the trips page follows. */
export function DeleteTripDialog({ trip, onClose }: Omit<DialogProps, 'onDone'>) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => api.deleteTrip(trip.fullTripId),
    onSuccess: async () => {
      // Leave first: the page's queries must not ask again for the trip that is gone.
      queryClient.removeQueries({ queryKey: TRIPS_KEYS.trip(trip.fullTripId) })
      await navigate(TRIPS_PAGES.trips)
      bus.publish('trips:changed', { reason: 'removed', fullTripId: trip.fullTripId })
    },
  })
  return (
    <TripDialogFrame title={t('tripsPage.delete.title', { name: trip.tripName })} onClose={onClose}>
      <p>{t('tripsPage.delete.about')}</p>
      <div role="alert" className="fw-alert">
        {remove.error ? tripsError(t, remove.error) : null}
      </div>
      <div className="fw-trip-dialog-actions">
        <Button
          variant="danger"
          aria-disabled={remove.isPending || undefined}
          onClick={() => {
            if (!remove.isPending) remove.mutate()
          }}
        >
          {t('tripsPage.delete.confirm')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('tripsPage.dialog.keep')}
        </Button>
      </div>
    </TripDialogFrame>
  )
}

/** Moves one event to another trip the caller may edit. */
export function MoveEventDialog({
  eventId,
  eventTitle,
  trip,
  targets,
  onClose,
  onDone,
}: DialogProps & { eventId: string; eventTitle: string; targets: TTripSummary[] }) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const queryClient = useQueryClient()
  const selectId = useId()
  const [target, setTarget] = useState(targets[0]?.fullTripId ?? '')
  const move = useMutation({
    mutationFn: () => api.moveEvent(eventId, target),
    onSuccess: async (moved) => {
      bus.publish('trips:changed', { reason: 'saved', fullTripId: moved.to.fullTripId })
      await queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.all })
      onDone(t('tripsPage.move.done', { title: eventTitle, name: moved.to.tripName }))
    },
  })
  return (
    <TripDialogFrame title={t('tripsPage.move.title', { title: eventTitle })} onClose={onClose}>
      {targets.length === 0 ? (
        <p>{t('tripsPage.move.noTargets')}</p>
      ) : (
        <form
          noValidate
          className="fw-trip-dialog-form"
          onSubmit={(event) => {
            event.preventDefault()
            if (!move.isPending && target) move.mutate()
          }}
        >
          <div className="fw-field">
            <label htmlFor={selectId} className="fw-field-label">
              {t('tripsPage.move.to')}
            </label>
            <select
              id={selectId}
              className="fw-input"
              value={target}
              onChange={(e) => setTarget(e.target.value)}
            >
              {targets
                .filter((candidate) => candidate.fullTripId !== trip.fullTripId)
                .map((candidate) => (
                  <option key={candidate.fullTripId} value={candidate.fullTripId}>
                    {candidate.tripName}
                  </option>
                ))}
            </select>
          </div>
          <div role="alert" className="fw-alert">
            {move.error ? tripsError(t, move.error) : null}
          </div>
          <div className="fw-trip-dialog-actions">
            <Button type="submit" aria-disabled={move.isPending || undefined}>
              {t('tripsPage.move.submit')}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {t('tripsPage.dialog.cancel')}
            </Button>
          </div>
        </form>
      )}
      {targets.length === 0 ? (
        <div className="fw-trip-dialog-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('tripsPage.dialog.close')}
          </Button>
        </div>
      ) : null}
    </TripDialogFrame>
  )
}
