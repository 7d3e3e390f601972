import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { BOOKING_MODES, type TBookingMode } from '../../../shared/business/company-settings-contract.ts'
import type {
  TCompanyResponse,
  TCompanyUpdateRequest,
} from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { AddressFields } from './address-fields.tsx'
import { COMPANY_KEY, CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'
import { PlanSection } from './plan-section.tsx'

/** /company/general: the company's details, then its plan and features. */
export function CompanyGeneralPage() {
  return (
    <CompanySettingsRoot pageId="hubCompanyGeneral">
      <General />
    </CompanySettingsRoot>
  )
}

function General() {
  const company = useQuery({ queryKey: COMPANY_KEY, queryFn: () => browserCompanySettingsApi().company() })
  if (!company.data) return <LoadState error={company.error} />
  return (
    <>
      <GeneralForm company={company.data} />
      <PlanSection company={company.data} />
    </>
  )
}

function formOf(company: TCompanyResponse): TCompanyUpdateRequest {
  const { name, address, phone, defaultCurrency, bookingMode } = company
  return { name, address, phone, defaultCurrency, bookingMode }
}

function GeneralForm({ company }: { company: TCompanyResponse }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(company))
  const save = useMutation({
    mutationFn: () => browserCompanySettingsApi().saveCompany(form),
    onSuccess: (saved) => queryClient.setQueryData(COMPANY_KEY, saved),
  })
  const set =
    <K extends keyof TCompanyUpdateRequest>(key: K) =>
    (value: TCompanyUpdateRequest[K]) => {
      save.reset()
      setForm((current) => ({ ...current, [key]: value }))
    }
  return (
    <form
      className="fw-company-form"
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate()
      }}
    >
      <h2 id={`${id}-title`}>{t('companySettings.general.title')}</h2>
      <TextField
        label={t('companySettings.general.name')}
        name="name"
        autoComplete="organization"
        value={form.name}
        onChange={set('name')}
        isRequired
        maxLength={120}
      />
      <AddressFields value={form.address} onChange={set('address')} />
      <TextField
        label={t('companySettings.general.phone')}
        name="phone"
        type="text"
        inputMode="text"
        autoComplete="tel"
        value={form.phone}
        onChange={set('phone')}
        maxLength={40}
      />
      <TextField
        label={t('companySettings.general.currency')}
        name="defaultCurrency"
        autoComplete="off"
        description={t('companySettings.general.currencyHint')}
        value={form.defaultCurrency ?? ''}
        onChange={(value) => set('defaultCurrency')(value.trim().toUpperCase() || null)}
        maxLength={3}
      />
      <fieldset className="fw-company-fieldset">
        <legend>{t('companySettings.general.bookingMode')}</legend>
        {BOOKING_MODES.map((mode: TBookingMode) => (
          <div key={mode} className="fw-checkbox">
            <input
              id={`${id}-${mode}`}
              type="radio"
              name="bookingMode"
              value={mode}
              checked={form.bookingMode === mode}
              onChange={() => set('bookingMode')(mode)}
            />
            <label htmlFor={`${id}-${mode}`}>{t(`companySettings.general.modes.${mode}`)}</label>
          </div>
        ))}
      </fieldset>
      <Outcome saved={save.isSuccess ? t('companySettings.saved') : null} error={save.error} />
      <button type="submit" className="fw-button" disabled={save.isPending}>
        {t('companySettings.save')}
      </button>
    </form>
  )
}
