import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { TTripShare } from '../../../shared/trips/trip-edit-schemas.ts'
import { SHARE_ROLES, TRIPS_LIMITS, type TShareRole } from '../../../shared/trips/trips-contract.ts'
import type { TTripSummary } from '../../../shared/trips/trips-schemas.ts'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { LabelledSelect } from '../../ui/labelled-field.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { CloseOnlyDialog } from './close-only-dialog.tsx'
import { ReadOnlyLink } from './read-only-link.tsx'
import { tripsError } from './trips-errors.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

/** The owner shares the trip by e-mail (viewer or editor), changes or ends shares, and makes a read-only link. */
export function ShareDialog({ trip, onClose }: { trip: TTripSummary; onClose(): void }) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const shares = useQuery({
    queryKey: TRIPS_KEYS.shares(trip.fullTripId),
    queryFn: () => api.shares(trip.fullTripId),
  })
  return (
    <CloseOnlyDialog title={t('tripsPage.share.title', { name: trip.tripName })} onClose={onClose}>
      <ShareForm fullTripId={trip.fullTripId} />
      <h3>{t('tripsPage.share.listTitle')}</h3>
      {shares.isPending ? <p role="status">{t('tripsPage.loading')}</p> : null}
      {shares.isError ? <p className="fw-alert">{tripsError(t, shares.error)}</p> : null}
      {shares.data && shares.data.shares.length === 0 ? <p>{t('tripsPage.share.none')}</p> : null}
      {shares.data && shares.data.shares.length > 0 ? (
        <ul className="fw-trip-shares">
          {shares.data.shares.map((share) => (
            <ShareRow key={share.id} fullTripId={trip.fullTripId} share={share} />
          ))}
        </ul>
      ) : null}
      {shares.data ? <ReadOnlyLink fullTripId={trip.fullTripId} active={shares.data.link.active} /> : null}
    </CloseOnlyDialog>
  )
}

function RoleSelect({
  value,
  onChange,
  label,
}: {
  value: TShareRole
  onChange(role: TShareRole): void
  label: string
}) {
  const { t } = useTranslation()
  return (
    <LabelledSelect
      label={label}
      value={value}
      options={SHARE_ROLES.map((role) => ({ value: role, label: t(`tripsPage.roles.${role}`) }))}
      onChange={(role) => onChange(role as TShareRole)}
    />
  )
}

function ShareForm({ fullTripId }: { fullTripId: string }) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const queryClient = useQueryClient()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<TShareRole>('viewer')
  const [sharedWith, setSharedWith] = useState('')
  const share = useMutation({
    mutationFn: () => api.share(fullTripId, { email, role }),
    onSuccess: async (saved) => {
      setEmail('')
      setSharedWith(t('tripsPage.share.done', { email: saved.email }))
      await queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.shares(fullTripId) })
    },
  })
  return (
    <form
      noValidate
      className="fw-trip-dialog-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (!share.isPending) share.mutate()
      }}
    >
      <TextField
        label={t('tripsPage.share.email')}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={setEmail}
        maxLength={TRIPS_LIMITS.emailMaxLength}
        isRequired
      />
      <RoleSelect value={role} onChange={setRole} label={t('tripsPage.share.role')} />
      <Button type="submit" aria-disabled={share.isPending || undefined}>
        {t('tripsPage.share.submit')}
      </Button>
      <p role="status">{sharedWith}</p>
      <div role="alert" className="fw-alert">
        {share.error ? tripsError(t, share.error) : null}
      </div>
    </form>
  )
}

function ShareRow({ fullTripId, share }: { fullTripId: string; share: TTripShare }) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.shares(fullTripId) })
  const change = useMutation({
    mutationFn: (role: TShareRole) => api.changeShare(fullTripId, share.id, role),
    onSettled: refresh,
  })
  const end = useMutation({ mutationFn: () => api.endShare(fullTripId, share.id), onSettled: refresh })
  const failure = change.error ?? end.error
  return (
    <li className="fw-trip-share">
      <p className="fw-trip-share-email">
        {share.email}{' '}
        <span className="fw-trip-share-status">
          {t(share.accepted ? 'tripsPage.share.accepted' : 'tripsPage.share.pending')}
        </span>
      </p>
      <RoleSelect
        value={share.role}
        onChange={(role) => change.mutate(role)}
        label={t('tripsPage.share.roleOf', { email: share.email })}
      />
      <Button
        variant="secondary"
        aria-label={t('tripsPage.share.endLabel', { email: share.email })}
        aria-disabled={end.isPending || undefined}
        onClick={() => {
          if (!end.isPending) end.mutate()
        }}
      >
        {t('tripsPage.share.end')}
      </Button>
      {failure ? (
        <p role="alert" className="fw-alert">
          {tripsError(t, failure)}
        </p>
      ) : null}
    </li>
  )
}
