import { useState } from 'react'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import type { TEmailDomain } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { CompanyForm } from './company-form.tsx'
import { CompanyList, useCompanyList } from './company-list.tsx'
import { CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'

const KEY = apiKey(COMPANY_SETTINGS_API.emailDomains)
const EMPTY = { domain: '', email: '' }

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
  const api = browserCompanySettingsApi()
  const [form, setForm] = useState(EMPTY)
  const { list, save, remove } = useCompanyList({
    key: KEY,
    read: () => api.domains(),
    save: () => api.addDomain(form.domain.trim().toLowerCase(), form.email.trim()),
    onSaved: () => setForm(EMPTY),
    remove: (d: TEmailDomain) => api.removeDomain(d.domain),
  })
  const fields: TextFieldSpec<typeof EMPTY>[] = [
    {
      name: 'domain',
      autoComplete: 'off',
      label: t('companySettings.domains.domain'),
      isRequired: true,
      maxLength: 253,
    },
    {
      name: 'email',
      autoComplete: 'off',
      label: t('companySettings.domains.email'),
      type: 'email',
      inputMode: 'email',
      description: t('companySettings.domains.emailHint'),
      isRequired: true,
      maxLength: 254,
    },
  ]
  if (!list.data) return <LoadState error={list.error} />
  return (
    <>
      <CompanyList
        rows={list.data.domains}
        emptyText={t('companySettings.domains.empty')}
        rowKey={(d) => d.domain}
        title={(d) => d.domain}
        details={(d) => (
          <p>
            {d.status === 'VERIFIED'
              ? t('companySettings.domains.verified')
              : t('companySettings.domains.pending', {
                  email: d.sentTo ?? '',
                  date: d.expiresAt ? new Date(d.expiresAt).toLocaleString(locale) : '',
                })}
          </p>
        )}
        remove={remove}
      />
      <CompanyForm
        title={t('companySettings.domains.addTitle')}
        onSubmit={() => save.mutate()}
        error={save.error}
        fields={['domain', 'email']}
      >
        <p className="fw-field-hint">{t('companySettings.domains.addHint')}</p>
        <TextFields fields={fields} value={form} onChange={setForm} />
        <Outcome
          saved={save.isSuccess ? t('companySettings.domains.sent', { email: save.data.sentTo ?? '' }) : null}
          error={save.error}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('companySettings.domains.send')}
        </Button>
      </CompanyForm>
    </>
  )
}
