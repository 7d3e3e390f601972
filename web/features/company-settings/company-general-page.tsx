import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { BOOKING_MODES, type TBookingMode } from '../../../shared/business/company-settings-contract.ts'
import type {
  TCompanyResponse,
  TCompanyUpdateRequest,
} from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi, type CompanySettingsApi } from '../../api/company-settings.ts'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { AddressFields, upperCodeOrNull } from './address-fields.tsx'
import { ADDRESS_FIELDS, CompanyForm } from './company-form.tsx'
import { COMPANY_KEY, CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'
import { PlanSection } from './plan-section.tsx'

/**
 * /company/general: the company's details, then its plan and features. `api`: a test's own client (the
 * browser's by default).
 */
export function CompanyGeneralPage({ api }: { api?: CompanySettingsApi } = {}) {
  return (
    <CompanySettingsRoot pageId="hubCompanyGeneral">
      <General api={api ?? browserCompanySettingsApi()} />
    </CompanySettingsRoot>
  )
}

function General({ api }: { api: CompanySettingsApi }) {
  const company = useQuery({ queryKey: COMPANY_KEY, queryFn: () => api.company() })
  if (!company.data) return <LoadState error={company.error} />
  return (
    <>
      <GeneralForm company={company.data} api={api} />
      <PlanSection company={company.data} api={api} />
    </>
  )
}

function formOf(company: TCompanyResponse): TCompanyUpdateRequest {
  const { name, address, phone, defaultCurrency, bookingMode } = company
  return { name, address, phone, defaultCurrency, bookingMode }
}

/** The text fields before the address (the name) and after it (phone and default currency). */
function textFields(t: TFunction): Record<'before' | 'after', TextFieldSpec<TCompanyUpdateRequest>[]> {
  return {
    before: [
      {
        name: 'name',
        label: t('companySettings.general.name'),
        autoComplete: 'organization',
        isRequired: true,
        maxLength: 120,
      },
    ],
    after: [
      {
        name: 'phone',
        label: t('companySettings.general.phone'),
        type: 'text',
        inputMode: 'text',
        autoComplete: 'tel',
        maxLength: 40,
      },
      {
        name: 'defaultCurrency',
        autoComplete: 'off',
        label: t('companySettings.general.currency'),
        description: t('companySettings.general.currencyHint'),
        maxLength: 3,
        parse: upperCodeOrNull,
      },
    ],
  }
}

function GeneralForm({ company, api }: { company: TCompanyResponse; api: CompanySettingsApi }) {
  const { t } = useTranslation()
  const id = useId()
  const queryClient = useQueryClient()
  const [form, setForm] = useState(() => formOf(company))
  const save = useMutation({
    mutationFn: () => api.saveCompany(form),
    onSuccess: (saved) => queryClient.setQueryData(COMPANY_KEY, saved),
  })
  const update = (next: TCompanyUpdateRequest) => {
    save.reset()
    setForm(next)
  }
  const fields = textFields(t)
  return (
    <CompanyForm
      title={t('companySettings.general.title')}
      onSubmit={() => save.mutate()}
      error={save.error}
      fields={['name', 'phone', 'defaultCurrency', ...ADDRESS_FIELDS]}
    >
      <TextFields fields={fields.before} value={form} onChange={update} />
      <AddressFields value={form.address} onChange={(address) => update({ ...form, address })} />
      <TextFields fields={fields.after} value={form} onChange={update} />
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
              onChange={() => update({ ...form, bookingMode: mode })}
            />
            <label htmlFor={`${id}-${mode}`}>{t(`companySettings.general.modes.${mode}`)}</label>
          </div>
        ))}
      </fieldset>
      <Outcome saved={save.isSuccess ? t('companySettings.saved') : null} error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('companySettings.save')}
      </Button>
    </CompanyForm>
  )
}
