import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { SSO_API, SSO_RETURN } from '../../../shared/sso/sso-contract.ts'
import type { TSsoConfig } from '../../../shared/sso/sso-schemas.ts'
import { browserApiClient } from '../../api/browser-client.ts'
import { createCompanySsoApi } from '../../api/company-sso.ts'
import { Queries } from '../../api/query-client.tsx'
import { apiKey } from '../../api/query-keys.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { SsoConfigForm } from './sso-config-form.tsx'
import { ssoSettingsError } from './sso-errors.ts'
// The company pages' lists, items and forms.
import '../company-settings/company-settings.css'
import './company-sso.css'
import '../../ui/card-list.css'

const LIST_KEY = apiKey(SSO_API.configs)

type Editing = { kind: 'new' } | { kind: 'edit'; config: TSsoConfig } | null

/** The business hub's single sign-on page: list, add, edit, try, switch on or off, delete. */
export function CompanySsoPage() {
  const { t } = useTranslation()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.hubIntegrationsSso.title')}</h1>
      <p className="fw-page-about">{t('companySso.about')}</p>
      {signedIn ? (
        <Queries>
          <SsoSettings />
        </Queries>
      ) : (
        <p>{t('companySso.signedOut')}</p>
      )}
    </article>
  )
}

function SsoSettings() {
  const { t } = useTranslation()
  const api = useMemo(() => createCompanySsoApi(browserApiClient), [])
  const queryClient = useQueryClient()
  const [params] = useSearchParams()
  const [editing, setEditing] = useState<Editing>(null)
  const [confirming, setConfirming] = useState<string | null>(null)
  const list = useQuery({ queryKey: LIST_KEY, queryFn: () => api.list() })
  const refresh = () => queryClient.invalidateQueries({ queryKey: LIST_KEY })
  const toggle = useMutation({
    mutationFn: (c: TSsoConfig) => api.setActive(c.id, !c.active),
    onSettled: refresh,
  })
  const remove = useMutation({ mutationFn: (id: string) => api.remove(id), onSettled: refresh })
  const trial = useMutation({
    mutationFn: (id: string) => api.trialUrl(id),
    onSuccess: ({ url }) => window.location.assign(url),
  })
  const tested = params.get(SSO_RETURN.testParam)
  const failure = toggle.error ?? remove.error ?? trial.error

  if (!list.data) {
    const text = list.isError ? ssoSettingsError(t, list.error) : t('companySso.loading')
    return <p role={list.isError ? 'alert' : 'status'}>{text}</p>
  }
  const listing = list.data
  return (
    <>
      {tested ? (
        <p role="status">{tested === 'ok' ? t('companySso.trialPassed') : t('companySso.trialFailed')}</p>
      ) : null}
      <p className="fw-field-hint">
        {t('companySso.redirectUri', { uri: listing.configs[0]?.redirectUri ?? '' })}
      </p>
      {listing.configs.length === 0 ? <p>{t('companySso.empty')}</p> : null}
      <ul className="fw-card-list">
        {listing.configs.map((c) => {
          const nameId = `sso-${c.id}-name`
          return (
            <li key={c.id} className="fw-card">
              <p id={nameId}>
                <strong>{c.displayName}</strong>
              </p>
              <p>{c.issuerUrl}</p>
              <p>{t('companySso.domains', { domains: c.emailDomains.join(', ') })}</p>
              <p>
                {t(c.active ? 'companySso.state.active' : 'companySso.state.inactive')}
                {c.enforced ? ` · ${t('companySso.state.enforced')}` : ''}
                {c.testedAt ? ` · ${t('companySso.state.tested')}` : ''}
              </p>
              <div className="fw-company-actions">
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  onClick={() => setEditing({ kind: 'edit', config: c })}
                >
                  {t('companySso.actions.edit')}
                </Button>
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  disabled={trial.isPending}
                  onClick={() => trial.mutate(c.id)}
                >
                  {t('companySso.actions.try')}
                </Button>
                <Button
                  variant="secondary"
                  aria-describedby={nameId}
                  disabled={toggle.isPending}
                  onClick={() => toggle.mutate(c)}
                >
                  {t(c.active ? 'companySso.actions.deactivate' : 'companySso.actions.activate')}
                </Button>
                {confirming === c.id ? (
                  <Button
                    variant="danger"
                    aria-describedby={nameId}
                    onClick={() => {
                      setConfirming(null)
                      remove.mutate(c.id)
                    }}
                  >
                    {t('companySso.actions.confirmDelete')}
                  </Button>
                ) : (
                  <Button variant="secondary" aria-describedby={nameId} onClick={() => setConfirming(c.id)}>
                    {t('companySso.actions.delete')}
                  </Button>
                )}
              </div>
            </li>
          )
        })}
      </ul>
      <div role="alert" className="fw-alert">
        {failure ? ssoSettingsError(t, failure) : null}
      </div>
      {editing ? (
        <SsoConfigForm
          key={editing.kind === 'edit' ? editing.config.id : 'new'}
          api={api}
          listing={listing}
          config={editing.kind === 'edit' ? editing.config : null}
          onSaved={async () => {
            setEditing(null)
            await refresh()
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing({ kind: 'new' })}>{t('companySso.actions.add')}</Button>
      )}
    </>
  )
}
