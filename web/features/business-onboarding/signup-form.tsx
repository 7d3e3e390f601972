import './onboarding-messages.ts'
import { type FormEvent, useState } from 'react'
import { SIZE_BANDS, type TSignupPlan } from '../../../shared/business/onboarding-contract.ts'
import { userMessage } from '../../api/client.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { CheckboxField } from '../../ui/checkbox-field.tsx'
import { TextField } from '../../ui/text-field.tsx'
import { CountrySelect, NativeSelect } from './native-select.tsx'
import { emptySignup, missingFields, type TSignupFields } from './signup-model.ts'
import { useOnboardingApi } from './use-onboarding-api.ts'

const NONE_MISSING: readonly string[] = []

type TStatus =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; signedIn: boolean }
  | { kind: 'failed'; message: string }

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
  const error = (name: string) => (missing.includes(name) ? t('businessOnboarding.form.required') : null)

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
      setStatus({ kind: 'failed', message: userMessage(failure, t('errors.generic')) })
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
  return (
    <form className="fw-onboarding-form" onSubmit={(e) => void submit(e)} noValidate>
      <TextField
        label={t('businessOnboarding.form.companyName')}
        name="companyName"
        value={fields.companyName}
        onChange={set('companyName')}
        autoComplete="organization"
        isRequired
        maxLength={120}
        error={error('companyName')}
      />
      <TextField
        label={t('businessOnboarding.form.firstName')}
        name="firstName"
        value={fields.firstName}
        onChange={set('firstName')}
        autoComplete="given-name"
        isRequired
        maxLength={100}
        error={error('firstName')}
      />
      <TextField
        label={t('businessOnboarding.form.lastName')}
        name="lastName"
        value={fields.lastName}
        onChange={set('lastName')}
        autoComplete="family-name"
        isRequired
        maxLength={100}
        error={error('lastName')}
      />
      {signedIn ? null : (
        <>
          <TextField
            label={t('businessOnboarding.form.email')}
            name="email"
            type="email"
            inputMode="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            isRequired
            maxLength={254}
            error={error('email')}
          />
          <TextField
            label={t('businessOnboarding.form.password')}
            name="password"
            type="password"
            value={fields.password}
            onChange={set('password')}
            autoComplete="new-password"
            isRequired
            description={t('businessOnboarding.form.passwordHint')}
            error={error('password')}
          />
        </>
      )}
      <NativeSelect
        label={t('businessOnboarding.form.sizeBand')}
        name="sizeBand"
        value={fields.sizeBand}
        onChange={set('sizeBand')}
        error={error('sizeBand')}
        options={SIZE_BANDS.map((band) => ({
          value: band,
          label: t(`businessOnboarding.form.sizeBands.${band}`),
        }))}
      />
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
        {status.kind === 'failed' ? status.message : null}
      </p>
      <button type="submit" className="fw-button" disabled={sending}>
        {t(sending ? 'businessOnboarding.form.submitting' : 'businessOnboarding.form.submit')}
      </button>
    </form>
  )
}
