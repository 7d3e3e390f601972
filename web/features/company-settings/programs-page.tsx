import { useId, useState } from 'react'
import {
  COMPANY_SETTINGS_API,
  PROGRAM_VERTICALS,
  type TProgramVertical,
} from '../../../shared/business/company-settings-contract.ts'
import type { TProgram, TProgramCreateRequest } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { apiKey } from '../../api/query-keys.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { CompanyForm } from './company-form.tsx'
import { CompanyList, useCompanyList } from './company-list.tsx'
import { CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'

const KEY = apiKey(COMPANY_SETTINGS_API.programs)
const EMPTY: TProgramCreateRequest = { vertical: 'flight', vendor: '', programName: '', accountNumber: '' }

/** /company/corporate-membership/add ("programs"): the company's loyalty and negotiated accounts. */
export function ProgramsPage() {
  return (
    <CompanySettingsRoot pageId="hubCorporateMembershipAdd">
      <Programs />
    </CompanySettingsRoot>
  )
}

function Programs() {
  const { t } = useTranslation()
  const id = useId()
  const api = browserCompanySettingsApi()
  const [form, setForm] = useState(EMPTY)
  const { list, save, remove } = useCompanyList({
    key: KEY,
    read: () => api.programs(),
    save: () => api.addProgram(form),
    onSaved: () => setForm(EMPTY),
    remove: (p: TProgram) => api.removeProgram(p.id),
  })
  const fields: TextFieldSpec<TProgramCreateRequest>[] = [
    {
      name: 'vendor',
      autoComplete: 'off',
      label: t('companySettings.programs.vendor'),
      isRequired: true,
      maxLength: 100,
    },
    {
      name: 'programName',
      autoComplete: 'off',
      label: t('companySettings.programs.name'),
      isRequired: true,
      maxLength: 100,
    },
    {
      name: 'accountNumber',
      autoComplete: 'off',
      label: t('companySettings.programs.number'),
      description: t('companySettings.programs.numberHint'),
      isRequired: true,
      maxLength: 50,
    },
  ]
  if (!list.data) return <LoadState error={list.error} />
  return (
    <>
      <h2>{t('companySettings.programs.listTitle')}</h2>
      <CompanyList
        rows={list.data.programs}
        emptyText={t('companySettings.programs.empty')}
        rowKey={(p) => p.id}
        title={(p) => (
          <>
            {p.vendor} · {p.programName}
          </>
        )}
        details={(p) => (
          <p>
            {t(`companySettings.programs.verticals.${p.vertical}`)} ·{' '}
            {t('companySettings.programs.account', { number: p.accountNumberMasked })}
          </p>
        )}
        remove={remove}
      />
      <CompanyForm
        title={t('companySettings.programs.addTitle')}
        onSubmit={() => save.mutate()}
        error={save.error}
        fields={['vendor', 'programName', 'accountNumber']}
      >
        <div className="fw-company-select">
          <label htmlFor={`${id}-vertical`} className="fw-field-label">
            {t('companySettings.programs.vertical')}
          </label>
          <select
            id={`${id}-vertical`}
            name="vertical"
            value={form.vertical}
            onChange={(event) => setForm({ ...form, vertical: event.target.value as TProgramVertical })}
          >
            {PROGRAM_VERTICALS.map((v) => (
              <option key={v} value={v}>
                {t(`companySettings.programs.verticals.${v}`)}
              </option>
            ))}
          </select>
        </div>
        <TextFields fields={fields} value={form} onChange={setForm} />
        <Outcome saved={save.isSuccess ? t('companySettings.saved') : null} error={save.error} />
        <Button type="submit" disabled={save.isPending}>
          {t('companySettings.programs.add')}
        </Button>
      </CompanyForm>
    </>
  )
}
