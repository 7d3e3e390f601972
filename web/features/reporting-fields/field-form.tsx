import { useId } from 'react'
import {
  REPORTING_FIELD_INPUTS,
  REPORTING_FIELD_KINDS,
  type TReportingFieldInput,
  type TReportingFieldKind,
} from '../../../shared/business/reporting-fields-contract.ts'
import type {
  TReportingField,
  TReportingFieldSaveRequest,
} from '../../../shared/business/reporting-fields-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

export interface TFieldDraft {
  key: string
  label: string
  kind: TReportingFieldKind
  input: TReportingFieldInput
  options: string
  required: boolean
  active: boolean
}

export const EMPTY_FIELD: TFieldDraft = {
  key: '',
  label: '',
  kind: 'costCenter',
  input: 'list',
  options: '',
  required: true,
  active: true,
}

/** The form's copy of a saved field: its own fields only (a saved field also has an id and a position). */
export const draftOf = (f: TReportingField): TFieldDraft => ({
  key: f.key,
  label: f.label,
  kind: f.kind,
  input: f.input,
  options: f.options.join('\n'),
  required: f.required,
  active: f.active,
})

export function requestOf(d: TFieldDraft): TReportingFieldSaveRequest {
  const options =
    d.input === 'list'
      ? d.options
          .split('\n')
          .map((o) => o.trim())
          .filter(Boolean)
      : []
  // Named one by one: the save schema is strict, so anything else the draft carried would refuse the save.
  return {
    key: d.key,
    label: d.label,
    kind: d.kind,
    input: d.input,
    options,
    required: d.required,
    active: d.active,
  }
}

/** A field's setup: key, label, type, free text or a list (one value a line), required, active. */
export function FieldInputs({ value, onChange }: { value: TFieldDraft; onChange(next: TFieldDraft): void }) {
  const { t } = useTranslation()
  const id = useId()
  const set = <K extends keyof TFieldDraft>(key: K, v: TFieldDraft[K]) => onChange({ ...value, [key]: v })
  return (
    <>
      <div className="fw-company-select">
        <label htmlFor={`${id}-key`} className="fw-field-label">
          {t('payFields.fields.key')}
        </label>
        <input
          id={`${id}-key`}
          name="key"
          autoComplete="off"
          maxLength={40}
          aria-describedby={`${id}-key-hint`}
          value={value.key}
          onChange={(e) => set('key', e.target.value)}
        />
        <p id={`${id}-key-hint`} className="fw-field-hint">
          {t('payFields.fields.keyHint')}
        </p>
      </div>
      <div className="fw-company-select">
        <label htmlFor={`${id}-label`} className="fw-field-label">
          {t('payFields.fields.label')}
        </label>
        <input
          id={`${id}-label`}
          name="label"
          autoComplete="off"
          maxLength={80}
          value={value.label}
          onChange={(e) => set('label', e.target.value)}
        />
      </div>
      <div className="fw-company-select">
        <label htmlFor={`${id}-kind`} className="fw-field-label">
          {t('payFields.fields.kind')}
        </label>
        <select
          id={`${id}-kind`}
          value={value.kind}
          onChange={(e) => set('kind', e.target.value as TReportingFieldKind)}
        >
          {REPORTING_FIELD_KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`payFields.fields.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="fw-company-select">
        <label htmlFor={`${id}-input`} className="fw-field-label">
          {t('payFields.fields.input')}
        </label>
        <select
          id={`${id}-input`}
          value={value.input}
          onChange={(e) => set('input', e.target.value as TReportingFieldInput)}
        >
          {REPORTING_FIELD_INPUTS.map((k) => (
            <option key={k} value={k}>
              {t(`payFields.fields.inputs.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {value.input === 'list' ? (
        <div className="fw-company-select">
          <label htmlFor={`${id}-options`} className="fw-field-label">
            {t('payFields.fields.options')}
          </label>
          <textarea
            id={`${id}-options`}
            name="options"
            rows={4}
            aria-describedby={`${id}-options-hint`}
            value={value.options}
            onChange={(e) => set('options', e.target.value)}
          />
          <p id={`${id}-options-hint`} className="fw-field-hint">
            {t('payFields.fields.optionsHint')}
          </p>
        </div>
      ) : null}
      <label className="fw-checkbox">
        <input type="checkbox" checked={value.required} onChange={(e) => set('required', e.target.checked)} />{' '}
        {t('payFields.fields.required')}
      </label>
      <label className="fw-checkbox">
        <input type="checkbox" checked={value.active} onChange={(e) => set('active', e.target.checked)} />{' '}
        {t('payFields.fields.active')}
      </label>
    </>
  )
}
