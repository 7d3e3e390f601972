import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  PROGRAM_VERTICALS,
  type TProgramVertical,
} from '../../../shared/business/company-settings-contract.ts'
import type { TProgramCreateRequest } from '../../../shared/business/company-settings-schemas.ts'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { CompanySettingsRoot, LoadState, Outcome } from './company-settings-root.tsx'

const KEY = ['companySettings', 'programs'] as const
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
  const queryClient = useQueryClient()
  const api = browserCompanySettingsApi()
  const list = useQuery({ queryKey: KEY, queryFn: () => api.programs() })
  const [form, setForm] = useState(EMPTY)
  const refresh = () => queryClient.invalidateQueries({ queryKey: KEY })
  const add = useMutation({
    mutationFn: () => api.addProgram(form),
    onSuccess: async () => {
      setForm(EMPTY)
      await refresh()
    },
  })
  const remove = useMutation({
    mutationFn: (programId: string) => api.removeProgram(programId),
    onSettled: refresh,
  })
  if (!list.data) return <LoadState error={list.error} />
  return (
    <>
      <h2>{t('companySettings.programs.listTitle')}</h2>
      {list.data.programs.length === 0 ? <p>{t('companySettings.programs.empty')}</p> : null}
      <ul className="fw-company-list">
        {list.data.programs.map((p) => {
          const nameId = `${id}-${p.id}`
          return (
            <li key={p.id} className="fw-company-item">
              <p id={nameId}>
                <strong>
                  {p.vendor} · {p.programName}
                </strong>
              </p>
              <p>
                {t(`companySettings.programs.verticals.${p.vertical}`)} ·{' '}
                {t('companySettings.programs.account', { number: p.accountNumberMasked })}
              </p>
              <div className="fw-company-actions">
                <button
                  type="button"
                  className="fw-button fw-button--secondary"
                  aria-describedby={nameId}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(p.id)}
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
        <h2 id={`${id}-add`}>{t('companySettings.programs.addTitle')}</h2>
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
        <TextField
          label={t('companySettings.programs.vendor')}
          name="vendor"
          autoComplete="off"
          value={form.vendor}
          onChange={(vendor) => setForm({ ...form, vendor })}
          isRequired
          maxLength={100}
        />
        <TextField
          label={t('companySettings.programs.name')}
          name="programName"
          autoComplete="off"
          value={form.programName}
          onChange={(programName) => setForm({ ...form, programName })}
          isRequired
          maxLength={100}
        />
        <TextField
          label={t('companySettings.programs.number')}
          name="accountNumber"
          autoComplete="off"
          description={t('companySettings.programs.numberHint')}
          value={form.accountNumber}
          onChange={(accountNumber) => setForm({ ...form, accountNumber })}
          isRequired
          maxLength={50}
        />
        <Outcome saved={add.isSuccess ? t('companySettings.saved') : null} error={add.error} />
        <button type="submit" className="fw-button" disabled={add.isPending}>
          {t('companySettings.programs.add')}
        </button>
      </form>
    </>
  )
}
