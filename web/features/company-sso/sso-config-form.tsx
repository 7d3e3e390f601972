import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { TSsoConfig, TSsoConfigList } from '../../../shared/sso/sso-schemas.ts'
import type { CompanySsoApi } from '../../api/company-sso.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { roleName } from '../../i18n/role-names.ts'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { FormActions } from '../../ui/form-actions.tsx'
import { TextField, type TextFieldProps } from '../../ui/text-field.tsx'
import { ssoFormErrors } from './sso-errors.ts'

interface Props {
  api: CompanySsoApi
  listing: TSsoConfigList
  /** null: a new configuration. */
  config: TSsoConfig | null
  onSaved(): void
  onCancel(): void
}

const TEXT_NAMES = ['displayName', 'issuerUrl', 'clientId', 'clientSecret'] as const
type TTextName = (typeof TEXT_NAMES)[number]

/** Add or edit one configuration; the client secret is only ever sent, never shown. */
export function SsoConfigForm({ api, listing, config, onSaved, onCancel }: Props) {
  const { t } = useTranslation()
  const roleId = useId()
  const [texts, setTexts] = useState<Record<TTextName, string>>({
    displayName: config?.displayName ?? '',
    issuerUrl: config?.issuerUrl ?? '',
    clientId: config?.clientId ?? '',
    clientSecret: '',
  })
  const [domains, setDomains] = useState<string[]>(config?.emailDomains ?? listing.companyDomains.slice(0, 1))
  const [defaultRoleId, setDefaultRoleId] = useState(config?.defaultRoleId ?? listing.roles.at(-2)?.id ?? '')
  const [enforced, setEnforced] = useState(config?.enforced ?? false)
  const save = useMutation({
    mutationFn: () => {
      const { clientSecret, ...named } = texts
      const common = { ...named, emailDomains: domains, defaultRoleId, enforced }
      return config
        ? api.update(config.id, { ...common, ...(clientSecret ? { clientSecret } : {}) })
        : api.create({ ...common, clientSecret })
    },
    onSuccess: onSaved,
  })
  const refused = ssoFormErrors(t, save.error, {
    fields: TEXT_NAMES,
    labels: { emailDomains: t('companySso.form.domains'), defaultRoleId: t('companySso.form.defaultRole') },
  })
  // The secret is a new password, needed only to create: an edit keeps the one saved.
  const textFields: (Pick<TextFieldProps, 'type' | 'autoComplete' | 'description' | 'isRequired'> & {
    name: TTextName
  })[] = [
    { name: 'displayName', autoComplete: 'off', isRequired: true },
    {
      name: 'issuerUrl',
      autoComplete: 'url',
      description: t('companySso.form.issuerHint'),
      isRequired: true,
    },
    { name: 'clientId', autoComplete: 'off', isRequired: true },
    {
      name: 'clientSecret',
      type: 'password',
      autoComplete: 'new-password',
      description: config ? t('companySso.form.secretKept') : undefined,
      isRequired: !config,
    },
  ]
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
      {textFields.map(({ name, ...field }) => (
        <TextField
          key={name}
          label={t(`companySso.form.${name}`)}
          name={name}
          {...field}
          value={texts[name]}
          onChange={(value) => setTexts({ ...texts, [name]: value })}
          error={refused.fields[name]}
        />
      ))}
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
      <FormActions
        className="fw-company-actions"
        submitLabel={t('companySso.form.save')}
        cancelLabel={t('companySso.form.cancel')}
        pending={save.isPending}
        onCancel={onCancel}
      />
    </form>
  )
}
