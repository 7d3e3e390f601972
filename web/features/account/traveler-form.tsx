import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import {
  birthDateBounds,
  DEFAULT_TRAVELER_CONFIG,
  parseIsoDate,
  travelerAgeAllowed,
} from '../../../shared/account/account-contract.ts'
import type { TTraveler } from '../../../shared/account/traveler-schemas.ts'
import { isoDay } from '../../../shared/calendar-days.ts'
import type { TTravelerInput } from '../../api/travelers.ts'
import { fieldErrorText } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FieldErrorNote } from '../../ui/field-error-note.tsx'
import { accountFormErrors } from './account-errors.ts'
import { useAccountApis } from './account-query.ts'
import { Checkbox, FormMessages, SubmitOrCancel, TextField } from './fields.tsx'

const CONFIG = DEFAULT_TRAVELER_CONFIG
const TEXT_FIELDS = [
  ['firstName', 'given-name', 100],
  ['middleName', 'additional-name', 100],
  ['lastName', 'family-name', 100],
  ['emailAddress', 'email', 254],
  ['phoneCountryCode', 'tel-country-code', 5],
  ['phoneCountryCodeISO', 'country', 2],
  ['phoneNumber', 'tel-national', 24],
  ['knownTravelerNumber', 'off', 25],
  ['tsaredress', 'off', 13],
] as const
type TextName = (typeof TEXT_FIELDS)[number][0]
type Values = Record<TextName | 'dateOfBirth' | 'gender', string> & { preferred: boolean }
type Problem = 'required' | 'date' | 'age'
const FIELD_NAMES: readonly string[] = [...TEXT_FIELDS.map(([name]) => name), 'dateOfBirth', 'gender']

function initial(traveler: TTraveler | null): Values {
  const v = (value: string | null | undefined) => value ?? ''
  return {
    firstName: v(traveler?.firstName),
    middleName: v(traveler?.middleName),
    lastName: v(traveler?.lastName),
    dateOfBirth: v(traveler?.dateOfBirth),
    emailAddress: v(traveler?.emailAddress),
    phoneNumber: v(traveler?.phoneNumber),
    phoneCountryCode: v(traveler?.phoneCountryCode),
    phoneCountryCodeISO: v(traveler?.phoneCountryCodeISO),
    tsaredress: v(traveler?.tsaredress),
    knownTravelerNumber: v(traveler?.knownTravelerNumber),
    gender: v(traveler?.gender),
    preferred: traveler?.preferred ?? true,
  }
}

/** Problems the browser can see before sending: required names, a real date and the configured ages. */
function check(values: Values, today: string): Partial<Record<keyof Values, Problem>> {
  const problems: Partial<Record<keyof Values, Problem>> = {}
  if (!values.firstName.trim()) problems.firstName = 'required'
  if (!values.lastName.trim()) problems.lastName = 'required'
  const dob = values.dateOfBirth
  if (dob && !parseIsoDate(dob)) problems.dateOfBirth = 'date'
  else if (dob && !travelerAgeAllowed(dob, today, CONFIG)) problems.dateOfBirth = 'age'
  return problems
}

interface Props {
  traveler: TTraveler | null
  onSaved(traveler: TTraveler): void
  onCancel(): void
}

/** Adds or edits one traveller; errors sit under their fields and are tied to them. */
export function TravelerForm({ traveler, onSaved, onCancel }: Props) {
  const { t } = useTranslation()
  const { travelers } = useAccountApis()
  const [values, setValues] = useState<Values>(() => initial(traveler))
  const [problems, setProblems] = useState<ReturnType<typeof check>>({})
  const today = isoDay(new Date())
  const bounds = birthDateBounds(today, CONFIG)
  const save = useMutation({
    mutationFn: (input: TTravelerInput) =>
      traveler ? travelers().save(traveler.travelerId, input) : travelers().create(input),
    onSuccess: onSaved,
  })
  const refused = accountFormErrors(t, save.isError ? save.error : null, FIELD_NAMES, CONFIG)
  const errorFor = (name: keyof Values): string | null => {
    const problem = problems[name]
    if (problem === 'age') return t('account.travelers.ageRange', CONFIG.age)
    if (problem) return fieldErrorText(t, { reason: problem })
    return refused.fields[name] ?? null
  }
  const set = (name: keyof Values) => (value: string | boolean) => setValues((v) => ({ ...v, [name]: value }))
  const titleId = traveler ? `traveler-${traveler.travelerId}-form` : 'traveler-new-form'

  return (
    <form
      className="fw-traveler-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const found = check(values, today)
        setProblems(found)
        if (Object.keys(found).length > 0) return
        const { preferred, firstName, lastName, ...rest } = values
        const optional = Object.fromEntries(
          Object.entries(rest).map(([k, v]) => [k, v.trim() === '' ? null : v.trim()]),
        )
        save.mutate({ ...optional, firstName: firstName.trim(), lastName: lastName.trim(), preferred })
      }}
    >
      <h3 id={titleId}>{traveler ? t('account.travelers.editTitle') : t('account.travelers.addTitle')}</h3>
      <div className="fw-field-grid">
        {TEXT_FIELDS.map(([name, autoComplete, maxLength]) => (
          <TextField
            key={name}
            label={t(`account.travelers.fields.${name}`)}
            autoComplete={autoComplete}
            maxLength={maxLength}
            type={name === 'emailAddress' ? 'email' : name.startsWith('phone') ? 'tel' : 'text'}
            required={name === 'firstName' || name === 'lastName'}
            value={values[name]}
            onChange={set(name)}
            error={errorFor(name)}
          />
        ))}
        <TextField
          label={t('account.travelers.fields.dateOfBirth')}
          type="date"
          autoComplete="bday"
          min={bounds.earliest}
          max={bounds.latest}
          value={values.dateOfBirth}
          onChange={set('dateOfBirth')}
          hint={t('account.travelers.ageRange', CONFIG.age)}
          error={errorFor('dateOfBirth')}
        />
        <GenderSelect value={values.gender} onChange={set('gender')} error={errorFor('gender')} />
      </div>
      <Checkbox
        label={t('account.travelers.preferredLabel')}
        checked={values.preferred}
        onChange={set('preferred')}
      />
      <FormMessages error={refused.form} />
      <SubmitOrCancel label={t('account.actions.save')} pending={save.isPending} onCancel={onCancel} />
    </form>
  )
}

function GenderSelect({
  value,
  onChange,
  error,
}: {
  value: string
  onChange(v: string): void
  error: string | null
}) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <div className="fw-field">
      <label htmlFor={id}>{t('account.travelers.fields.gender')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{t('account.travelers.genderNone')}</option>
        {CONFIG.genders.map((g) => (
          <option key={g} value={g}>
            {t(`account.travelers.genders.${g}`)}
          </option>
        ))}
      </select>
      <FieldErrorNote id={`${id}-error`} text={error} />
    </div>
  )
}
