import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { TRIPS_LIMITS, TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx'
import { FormDialog } from '../../ui/form-dialog.tsx'
import { LabelledInput, LabelledSelect } from '../../ui/labelled-field.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { CloseOnlyDialog } from './close-only-dialog.tsx'
import { tripsError, tripsFormErrors } from './trips-errors.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

/** The trips dialogs' looks (trips-page.css): the whole screen below ML, their box, form and actions row. */
const TRIP_FORM = {
  narrow: 'fullscreen',
  className: 'fw-trip-dialog',
  formClassName: 'fw-trip-dialog-form',
  actionsClassName: 'fw-trip-dialog-actions',
} as const

interface DialogProps {
  trip: TTripSummary
  onClose(): void
  /** What the page announces after the change (the name the server kept, say). */
  onDone(message: string): void
}

/** Rename and re-date: the server de-duplicates the name, so the page shows the name it answered. */
export function EditTripDialog({ trip, onClose, onDone }: DialogProps) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const bus = useEventBus()
  const [name, setName] = useState(trip.tripName)
  const [startDate, setStartDate] = useState(trip.startDate ?? '')
  const [endDate, setEndDate] = useState(trip.endDate ?? '')
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
  return (
    <FormDialog
      title={t('tripsPage.edit.title')}
      submitLabel={t('tripsPage.edit.save')}
      cancelLabel={t('tripsPage.dialog.cancel')}
      pending={save.isPending}
      error={refused.form}
      // Nothing changed: nothing to send (the server refuses an empty change).
      onSubmit={() => (Object.keys(change).length === 0 ? onClose() : save.mutate())}
      onClose={onClose}
      {...TRIP_FORM}
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
      <LabelledInput
        type="date"
        label={t('tripsPage.edit.startDate')}
        value={startDate}
        onChange={setStartDate}
        error={refused.fields.startDate}
      />
      <LabelledInput
        type="date"
        label={t('tripsPage.edit.endDate')}
        value={endDate}
        onChange={setEndDate}
        error={refused.fields.endDate}
      />
    </FormDialog>
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
    <ConfirmDialog
      title={t('tripsPage.delete.title', { name: trip.tripName })}
      about={t('tripsPage.delete.about')}
      confirmLabel={t('tripsPage.delete.confirm')}
      cancelLabel={t('tripsPage.dialog.keep')}
      pending={remove.isPending}
      error={remove.error ? tripsError(t, remove.error) : null}
      onConfirm={() => remove.mutate()}
      onClose={onClose}
      narrow="fullscreen"
      className="fw-trip-dialog"
      actionsClassName="fw-trip-dialog-actions"
    />
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
  const [target, setTarget] = useState(targets[0]?.fullTripId ?? '')
  const move = useMutation({
    mutationFn: () => api.moveEvent(eventId, target),
    onSuccess: async (moved) => {
      bus.publish('trips:changed', { reason: 'saved', fullTripId: moved.to.fullTripId })
      await queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.all })
      onDone(t('tripsPage.move.done', { title: eventTitle, name: moved.to.tripName }))
    },
  })
  const title = t('tripsPage.move.title', { title: eventTitle })
  if (targets.length === 0) {
    return (
      <CloseOnlyDialog title={title} onClose={onClose}>
        <p>{t('tripsPage.move.noTargets')}</p>
      </CloseOnlyDialog>
    )
  }
  return (
    <FormDialog
      title={title}
      submitLabel={t('tripsPage.move.submit')}
      cancelLabel={t('tripsPage.dialog.cancel')}
      pending={move.isPending}
      error={move.error ? tripsError(t, move.error) : null}
      onSubmit={() => {
        if (target) move.mutate()
      }}
      onClose={onClose}
      {...TRIP_FORM}
    >
      <LabelledSelect
        label={t('tripsPage.move.to')}
        value={target}
        options={targets
          .filter((candidate) => candidate.fullTripId !== trip.fullTripId)
          .map((candidate) => ({ value: candidate.fullTripId, label: candidate.tripName }))}
        onChange={setTarget}
      />
    </FormDialog>
  )
}
