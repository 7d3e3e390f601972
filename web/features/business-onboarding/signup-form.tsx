import './onboarding-messages.ts'
import { type FormEvent, useState } from 'react'
import { PASSWORD_RULES } from '../../../shared/auth/auth-contract.ts'
import type { SIZE_BANDS, TSignupPlan } from '../../../shared/business/onboarding-contract.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import type { TFunction } from '../../i18n/create-i18n.ts'
import { fieldErrorText, formErrors } from '../../i18n/field-errors.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { type TextFieldSpec, TextFields } from '../../ui/text-fields.tsx'
import { CountrySelect, SizeBandSelect } from './native-select.tsx'
import { personNameFields } from './person-name-fields.ts'
import { emptySignup, missingFields, type TSignupFields } from './signup-model.ts'
import { useOnboardingApi } from './use-onboarding-api.ts'

const NONE_MISSING: readonly string[] = []

type TStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; signedIn: boolean }
  | { kind: 'failed'; failure: unknown }

const SIGNUP_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'password',
  'sizeBand',
  'country',
  'consent',
] as const

/** The field each of the signup's own refusals is about. */
const CODE_FIELDS: Readonly<Record<string, string>> = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_COMMON: 'password',
  PASSWORD_CONTEXT: 'password',
  INVALID_EMAIL: 'email',
  TERMS_CONSENT_REQUIRED: 'consent',
}

/** The signup's refusal: our sentence beside the field it is about, and the form's line. */
export function signupErrors(t: TFunction, failure: unknown) {
  return formErrors(t, failure, {
    fields: SIGNUP_FIELDS,
    fallback: t('errors.generic'),
    codeField: (code) => CODE_FIELDS[code] ?? null,
    codeText: (code) => {
      const key = `businessOnboarding.errors.${code}`
      const text = t(key, { min: PASSWORD_RULES.minLength, max: PASSWORD_RULES.maxLength })
      return text === key ? null : text
    },
  })
}

function accountFields(t: TFunction): TextFieldSpec<TSignupFields>[] {
  return [
    {
      name: 'email',
      label: t('businessOnboarding.form.email'),
      type: 'email',
      inputMode: 'email',
      autoComplete: 'email',
      isRequired: true,
      maxLength: 254,
    },
    {
      name: 'password',
      label: t('businessOnboarding.form.password'),
      type: 'password',
      autoComplete: 'new-password',
      isRequired: true,
      description: t('businessOnboarding.form.passwordHint'),
    },
  ]
}

/**
 * The company signup form: a visitor gives e-mail and password too (signup, or v2/bizPlus/signup);
 * a signed-in personal user adds a company to their own e-mail (leisureSignup).
 */
export function SignupForm({ plan }: { plan: TSignupPlan }) {
  const { t } = useTranslation()
  const api = useOnboardingApi()
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [fields, setFields] = useState<TSignupFields>(emptySignup)
  const [missing, setMissing] = useState(NONE_MISSING)
  const [status, setStatus] = useState<TStatus>({ kind: 'editing' })
  const set = (name: keyof TSignupFields) => (value: string | boolean) =>
    setFields((f) => ({ ...f, [name]: value }))
  const refused = signupErrors(t, status.kind === 'failed' ? status.failure : null)
  const error = (name: string) =>
    missing.includes(name) ? fieldErrorText(t, { reason: 'required' }) : (refused.fields[name] ?? null)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const gaps = missingFields(fields, signedIn)
    setMissing(gaps)
    if (gaps.length > 0 || status.kind === 'sending') return
    setStatus({ kind: 'sending' })
    const common = {
      companyName: fields.companyName,
      firstName: fields.firstName,
      lastName: fields.lastName,
      sizeBand: fields.sizeBand as (typeof SIZE_BANDS)[number],
      country: fields.country,
      consent: fields.consent,
      optin: fields.optin,
    }
    try {
      if (signedIn) await api.leisureSignup({ ...common, plan })
      else await api.signup({ ...common, email: fields.email, password: fields.password }, plan)
      setStatus({ kind: 'sent', signedIn })
    } catch (failure) {
      setStatus({ kind: 'failed', failure })
    }
  }

  if (status.kind === 'sent') {
    return (
      <div role="status" className="fw-onboarding-done">
        <h3>{t('businessOnboarding.form.checkEmailHeading')}</h3>
        {status.signedIn ? (
          <>
            <p>{t('businessOnboarding.form.checkEmailSignedIn')}</p>
            <a className="fw-button" href="/business/get-started">
              {t('businessOnboarding.form.continue')}
            </a>
          </>
        ) : (
          <p>{t('businessOnboarding.form.checkEmail', { email: fields.email })}</p>
        )}
      </div>
    )
  }
  const sending = status.kind === 'sending'
  const textFields: TextFieldSpec<TSignupFields>[] = [
    {
      name: 'companyName',
      label: t('businessOnboarding.form.companyName'),
      autoComplete: 'organization',
      isRequired: true,
      maxLength: 120,
    },
    ...personNameFields(t),
    // A signed-in user has both already.
    ...(signedIn ? [] : accountFields(t)),
  ]
  return (
    <form className="fw-onboarding-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextFields fields={textFields} value={fields} onChange={setFields} errorOf={error} />
      <SizeBandSelect value={fields.sizeBand} onChange={set('sizeBand')} error={error('sizeBand')} />
      <CountrySelect
        label={t('businessOnboarding.form.country')}
        value={fields.country}
        onChange={set('country')}
        error={error('country')}
      />
      <CheckboxField
        name="consent"
        isSelected={fields.consent}
        onChange={set('consent')}
        error={error('consent')}
      >
        {t('businessOnboarding.form.consent')}
      </CheckboxField>
      <CheckboxField name="optin" isSelected={fields.optin} onChange={set('optin')}>
        {t('businessOnboarding.form.optin')}
      </CheckboxField>
      <p role="alert" className="fw-alert">
        {refused.form}
      </p>
      <Button type="submit" disabled={sending}>
        {t(sending ? 'businessOnboarding.form.submitting' : 'businessOnboarding.form.submit')}
      </Button>
    </form>
  )
}
