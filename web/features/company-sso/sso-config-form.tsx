import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TSsoConfig, TSsoConfigList } from '../../../shared/sso/sso-schemas.ts'
import type { CompanySsoApi } from '../../api/company-sso.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { ssoFormErrors } from './sso-errors.ts'

interface Props {
  api: CompanySsoApi
  listing: TSsoConfigList
  /** null: a new configuration. */
  config: TSsoConfig | null
  onSaved(): void
  onCancel(): void
}

/** Add or edit one configuration; the client secret is only ever sent, never shown. */
export function SsoConfigForm({ api, listing, config, onSaved, onCancel }: Props) {
  const { t } = useTranslation()
  const roleId = useId()
  const [displayName, setDisplayName] = useState(config?.displayName ?? '')
  const [issuerUrl, setIssuerUrl] = useState(config?.issuerUrl ?? '')
  const [clientId, setClientId] = useState(config?.clientId ?? '')
  const [clientSecret, setClientSecret] = useState('')
  const [domains, setDomains] = useState<string[]>(config?.emailDomains ?? listing.companyDomains.slice(0, 1))
  const [defaultRoleId, setDefaultRoleId] = useState(config?.defaultRoleId ?? listing.roles.at(-2)?.id ?? '')
  const [enforced, setEnforced] = useState(config?.enforced ?? false)
  const save = useMutation({
    mutationFn: () => {
      const common = { displayName, issuerUrl, clientId, emailDomains: domains, defaultRoleId, enforced }
      return config
        ? api.update(config.id, { ...common, ...(clientSecret ? { clientSecret } : {}) })
        : api.create({ ...common, clientSecret })
    },
    onSuccess: onSaved,
  })
  const refused = ssoFormErrors(t, save.error, {
    fields: ['displayName', 'issuerUrl', 'clientId', 'clientSecret'],
    labels: { emailDomains: t('companySso.form.domains'), defaultRoleId: t('companySso.form.defaultRole') },
  })
  return (
    <form
      className="fw-company-form fw-sso-form"
      noValidate
      aria-label={t(config ? 'companySso.form.editTitle' : 'companySso.form.addTitle')}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <TextField
        label={t('companySso.form.displayName')}
        name="displayName"
        autoComplete="off"
        value={displayName}
        onChange={setDisplayName}
        isRequired
        error={refused.fields.displayName}
      />
      <TextField
        label={t('companySso.form.issuerUrl')}
        name="issuerUrl"
        autoComplete="url"
        description={t('companySso.form.issuerHint')}
        value={issuerUrl}
        onChange={setIssuerUrl}
        isRequired
        error={refused.fields.issuerUrl}
      />
      <TextField
        label={t('companySso.form.clientId')}
        name="clientId"
        autoComplete="off"
        value={clientId}
        onChange={setClientId}
        isRequired
        error={refused.fields.clientId}
      />
      <TextField
        label={t('companySso.form.clientSecret')}
        name="clientSecret"
        type="password"
        autoComplete="new-password"
        description={config ? t('companySso.form.secretKept') : undefined}
        value={clientSecret}
        onChange={setClientSecret}
        isRequired={!config}
        error={refused.fields.clientSecret}
      />
      <fieldset>
        <legend>{t('companySso.form.domains')}</legend>
        {listing.companyDomains.map((domain) => (
          <CheckboxField
            key={domain}
            name="emailDomains"
            isSelected={domains.includes(domain)}
            onChange={(on) => setDomains(on ? [...domains, domain] : domains.filter((d) => d !== domain))}
          >
            {domain}
          </CheckboxField>
        ))}
      </fieldset>
      <div className="fw-field">
        <label htmlFor={roleId}>{t('companySso.form.defaultRole')}</label>
        <select id={roleId} value={defaultRoleId} onChange={(event) => setDefaultRoleId(event.target.value)}>
          {listing.roles.map((role) => (
            <option key={role.id} value={role.id}>
              {roleName(t, role)}
            </option>
          ))}
        </select>
      </div>
      {config ? (
        <CheckboxField name="enforced" isSelected={enforced} onChange={setEnforced}>
          {t('companySso.form.enforced')}
        </CheckboxField>
      ) : null}
      <div role="alert" className="fw-alert">
        {refused.form}
      </div>
      <div className="fw-company-actions">
        <Button type="submit" aria-disabled={save.isPending || undefined}>
          {t('companySso.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('companySso.form.cancel')}
        </Button>
      </div>
    </form>
  )
}
