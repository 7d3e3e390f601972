import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'

const KEY = ['companySettings', 'emailDomains'] as const

/** /company/email-domains: verified and pending domains; adding one mails a link to an address at it. */
export function EmailDomainsPage() {
  return (
    <CompanySettingsRoot pageId="hubCompanyEmailDomains">
      <Domains />
    </CompanySettingsRoot>
  )
}

function Domains() {
  const { t, locale } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const api = browserCompanySettingsApi()
  const list = useQuery({ queryKey: KEY, queryFn: () => api.domains() })
  const [domain, setDomain] = useState('')
  const [email, setEmail] = useState('')
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY })
  const add = useMutation({
    mutationFn: () => api.addDomain(domain.trim().toLowerCase(), email.trim()),
    onSuccess: async () => {
      setDomain('')
      setEmail('')
      await refresh()
    },
  })
  const remove = useMutation({ mutationFn: (name: string) => api.removeDomain(name), onSettled: refresh })
  if (!list.data) return <LoadState error={list.error} />
  return (
    <>
      {list.data.domains.length === 0 ? <p>{t('companySettings.domains.empty')}</p> : null}
      <ul className="fw-company-list">
        {list.data.domains.map((d) => {
          const nameId = `${id}-${d.domain}`
          return (
            <li key={d.domain} className="fw-company-item">
              <p id={nameId}>
                <strong>{d.domain}</strong>
              </p>
              <p>
                {d.status === 'VERIFIED'
                  ? t('companySettings.domains.verified')
                  : t('companySettings.domains.pending', {
                      email: d.sentTo ?? '',
                      date: d.expiresAt ? new Date(d.expiresAt).toLocaleString(locale) : '',
                    })}
              </p>
              <div className="fw-company-actions">
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  aria-describedby={nameId}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(d.domain)}
                >
                  {t('companySettings.remove')}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <Outcome saved={remove.isSuccess ? t('companySettings.removed') : null} error={remove.error} />
      <form
        className="fw-company-form"
        noValidate
        aria-labelledby={`${id}-add`}
        onSubmit={(event) => {
          event.preventDefault()
          add.mutate()
        }}
      >
        <h2 id={`${id}-add`}>{t('companySettings.domains.addTitle')}</h2>
        <p className="fw-field-hint">{t('companySettings.domains.addHint')}</p>
        <TextField
          label={t('companySettings.domains.domain')}
          name="domain"
          autoComplete="off"
          value={domain}
          onChange={setDomain}
          isRequired
          maxLength={253}
        />
        <TextField
          label={t('companySettings.domains.email')}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="off"
          description={t('companySettings.domains.emailHint')}
          value={email}
          onChange={setEmail}
          isRequired
          maxLength={254}
        />
        <Outcome
          saved={add.isSuccess ? t('companySettings.domains.sent', { email: add.data.sentTo ?? '' }) : null}
          error={add.error}
        />
        <button type="submit" className="fw-button" disabled={add.isPending}>
          {t('companySettings.domains.send')}
        </button>
      </form>
    </>
  )
}
