import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { TRIPS_KEYS } from '../../api/trips-page.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { tripsError } from './trips-errors.ts'
import { useTripsPageApi } from './trips-page-api.tsx'

/**
 * The read-only link: its secret is shown once, when made (the server keeps only a hash), so a working
 * link made earlier can be replaced or turned off but not shown again.
 */
export function ReadOnlyLink({ fullTripId, active }: { fullTripId: string; active: boolean }) {
  const { t } = useTranslation()
  const api = useTripsPageApi()
  const queryClient = useQueryClient()
  const inputId = useId()
  const headingId = useId()
  const [url, setUrl] = useState<string | null>(null)
  const [note, setNote] = useState('')
  const refresh = () => queryClient.invalidateQueries({ queryKey: TRIPS_KEYS.shares(fullTripId) })
  const create = useMutation({
    mutationFn: () => api.createLink(fullTripId),
    onSuccess: async (link) => {
      setUrl(link.url)
      setNote(t('tripsPage.link.created'))
      await refresh()
    },
  })
  const revoke = useMutation({
    mutationFn: () => api.revokeLink(fullTripId),
    onSuccess: async () => {
      setUrl(null)
      setNote(t('tripsPage.link.revoked'))
      await refresh()
    },
  })
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      setNote(t('tripsPage.link.copied'))
    } catch {
      setNote(t('tripsPage.link.copyFailed'))
    }
  }
  const failure = create.error ?? revoke.error
  return (
    <section aria-labelledby={headingId} className="fw-trip-link">
      <h3 id={headingId}>{t('tripsPage.link.title')}</h3>
      <p>{t(active ? 'tripsPage.link.active' : 'tripsPage.link.inactive')}</p>
      {url ? (
        <div className="fw-field">
          <label htmlFor={inputId} className="fw-field-label">
            {t('tripsPage.link.url')}
          </label>
          <input id={inputId} className="fw-input" readOnly value={url} onFocus={(e) => e.target.select()} />
        </div>
      ) : null}
      <div className="fw-trip-dialog-actions">
        {url ? <Button onClick={copy}>{t('tripsPage.link.copy')}</Button> : null}
        <Button
          variant="secondary"
          aria-disabled={create.isPending || undefined}
          onClick={() => {
            if (!create.isPending) create.mutate()
          }}
        >
          {t(active ? 'tripsPage.link.replace' : 'tripsPage.link.create')}
        </Button>
        {active ? (
          <Button
            variant="secondary"
            aria-disabled={revoke.isPending || undefined}
            onClick={() => {
              if (!revoke.isPending) revoke.mutate()
            }}
          >
            {t('tripsPage.link.revoke')}
          </Button>
        ) : null}
      </div>
      <p role="status">{note}</p>
      {failure ? (
        <p role="alert" className="fw-alert">
          {tripsError(t, failure)}
        </p>
      ) : null}
    </section>
  )
}
