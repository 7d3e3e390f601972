import { useEffect, useId, useState } from 'react'
import {
  APPROVAL_DEFAULTS,
  APPROVAL_LIMITS,
  APPROVAL_RULES,
  APPROVAL_TIMINGS,
  APPROVAL_VERTICALS,
  type TApprovalTiming,
} from '../../../shared/business/approvals-contract.ts'
import type { TApprovalSettingsResponse } from '../../../shared/business/approvals-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { Button } from '../../ui/button.tsx'
import { useFieldRefusal } from '../../ui/field-refusal.tsx'
import { ApprovalConflictNotes } from './approval-conflict-notes.tsx'
import { approvalError, approvalFormErrors } from './approval-texts.ts'
import { useApprovalsApi } from './approvals-api-context.tsx'
import './approvals.css'

const SETTINGS_FIELDS = ['verticals', 'windowHours', 'stepHours', 'defaultOnTimeout', 'allowCustomApprover']

/** /approvals/settings (decision 055): when approval happens, what needs it, timeouts and their default. */
export function ApprovalSettingsPage() {
  const { t } = useTranslation()
  const id = useId()
  const api = useApprovalsApi()
  const [form, setForm] = useState<TApprovalSettingsResponse | null>(null)
  const [message, setMessage] = useState('')
  const [error, setError] = useState<unknown>(null)
  const refused = approvalFormErrors(t, error, SETTINGS_FIELDS)
  const refusal = useFieldRefusal(refused)
  const [busy, setBusy] = useState(false)
  const [saves, setSaves] = useState(0)
  useEffect(() => {
    api()
      .settings()
      .then(setForm, (error: unknown) => setMessage(approvalError(t, error)))
  }, [api, t])

  async function save(event: React.FormEvent) {
    event.preventDefault()
    if (!form) return
    setBusy(true)
    setError(null)
    setMessage('')
    try {
      // Named one by one: the save schema is strict, and the answer it came from may grow.
      const { timing, verticals, windowHours, stepHours, defaultOnTimeout, allowCustomApprover } = form
      const body = { verticals, windowHours, stepHours, defaultOnTimeout, allowCustomApprover }
      setForm(await api().saveSettings(timing, body))
      setSaves((n) => n + 1)
      setMessage(t('approvals.saved'))
    } catch (failure) {
      setError(failure)
    } finally {
      setBusy(false)
    }
  }

  const set = (patch: Partial<TApprovalSettingsResponse>) => setForm((f) => (f ? { ...f, ...patch } : f))
  const hours = (key: 'windowHours' | 'stepHours') => {
    return (
      <>
        <label htmlFor={`${id}-${key}`}>{t(`approvals.settings.${key}`)}</label>
        <input
          id={`${id}-${key}`}
          className="fw-input"
          type="number"
          min={APPROVAL_LIMITS.hoursMin}
          max={APPROVAL_LIMITS.hoursMax}
          value={form?.[key] ?? 24}
          onChange={(e) => set({ [key]: Number(e.target.value) })}
          {...refusal(key).input}
        />
        {refusal(key).note}
      </>
    )
  }

  return (
    <PageFrame pageId="hubApprovalsSettings">
      <p role="status">{message}</p>
      {refused.form ? (
        <p role="alert" className="fw-alert">
          {refused.form}
        </p>
      ) : null}
      <ApprovalConflictNotes key={saves} side="approvals" />
      {form ? (
        <form className="fw-approval-form" noValidate onSubmit={save}>
          <fieldset>
            <legend>{t('approvals.settings.timingLegend')}</legend>
            {APPROVAL_TIMINGS.map((timing: TApprovalTiming) => (
              <div key={timing} className="fw-approval-choice">
                <input
                  type="radio"
                  id={`${id}-timing-${timing}`}
                  name="timing"
                  value={timing}
                  checked={form.timing === timing}
                  onChange={() => set({ timing })}
                />
                <label htmlFor={`${id}-timing-${timing}`}>{t(`approvals.settings.timing.${timing}`)}</label>
              </div>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('approvals.settings.verticalsLegend')}</legend>
            {APPROVAL_VERTICALS.map((vertical) => (
              <div key={vertical}>
                <label htmlFor={`${id}-v-${vertical}`}>{t(`approvals.settings.verticals.${vertical}`)}</label>
                <select
                  id={`${id}-v-${vertical}`}
                  className="fw-input"
                  value={form.verticals[vertical]}
                  onChange={(e) =>
                    set({
                      verticals: {
                        ...form.verticals,
                        [vertical]: e.target.value as (typeof APPROVAL_RULES)[number],
                      },
                    })
                  }
                >
                  {APPROVAL_RULES.map((rule) => (
                    <option key={rule} value={rule}>
                      {t(`approvals.settings.rule.${rule}`)}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </fieldset>
          {hours('windowHours')}
          {hours('stepHours')}
          <fieldset>
            <legend>{t('approvals.settings.defaultLegend')}</legend>
            {APPROVAL_DEFAULTS.map((choice) => (
              <div key={choice} className="fw-approval-choice">
                <input
                  type="radio"
                  id={`${id}-default-${choice}`}
                  name="defaultOnTimeout"
                  value={choice}
                  checked={form.defaultOnTimeout === choice}
                  onChange={() => set({ defaultOnTimeout: choice })}
                />
                <label htmlFor={`${id}-default-${choice}`}>{t(`approvals.settings.default.${choice}`)}</label>
              </div>
            ))}
          </fieldset>
          <div className="fw-approval-choice">
            <input
              type="checkbox"
              id={`${id}-custom`}
              name="allowCustomApprover"
              checked={form.allowCustomApprover}
              onChange={(e) => set({ allowCustomApprover: e.target.checked })}
            />
            <label htmlFor={`${id}-custom`}>{t('approvals.settings.allowCustom')}</label>
          </div>
          <Button type="submit" disabled={busy}>
            {t('approvals.settings.save')}
          </Button>
        </form>
      ) : (
        <p>{t('approvals.loading')}</p>
      )}
    </PageFrame>
  )
}
