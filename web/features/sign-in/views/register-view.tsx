import { useState } from 'react'
import { CheckboxField } from '../../../ui/checkbox-field.tsx'
import { SIGN_IN_CONFIG } from '../sign-in-config.ts'
import { NewPasswordField } from './new-password-field.tsx'
import { fieldError, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

/** Creating an account: a new password, deals by e-mail, and consent to the terms. */
export function RegisterView({ state, commands, t }: ViewProps) {
  const [passwd, setPasswd] = useState('')
  const agreement = useAgreement()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.register.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.register.about', { email: state.email.trim() })}</p>
      <ViewForm
        onSubmit={() => void commands.register(passwd, agreement.optin, agreement.consent)}
        state={state}
        t={t}
        submitLabel={t('signIn.register.submit')}
      >
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
        <NewPasswordField
          t={t}
          value={passwd}
          onChange={setPasswd}
          error={fieldError(t, state, 'passwd')}
          isDisabled={state.pending}
        />
        <AgreementFields state={state} t={t} agreement={agreement} />
      </ViewForm>
    </div>
  )
}

/** What a new account agrees to, as its form holds it: deals by e-mail (the site's default) and the terms. */
export function useAgreement() {
  const [optin, setOptin] = useState(SIGN_IN_CONFIG.emailDealsDefault)
  const [consent, setConsent] = useState(false)
  return { optin, setOptin, consent, setConsent }
}

/** Deals by e-mail, consent to the terms (when required) and the links to read them: every new account asks these. */
export function AgreementFields({
  state,
  t,
  agreement,
}: Pick<ViewProps, 'state' | 't'> & { agreement: ReturnType<typeof useAgreement> }) {
  const { optin, setOptin, consent, setConsent } = agreement
  return (
    <>
      <CheckboxField name="optin" isSelected={optin} onChange={setOptin} isDisabled={state.pending}>
        {t('signIn.register.optin')}
      </CheckboxField>
      {SIGN_IN_CONFIG.termsConsentRequired ? (
        <CheckboxField
          name="consent"
          isSelected={consent}
          onChange={setConsent}
          error={fieldError(t, state, 'consent')}
          isDisabled={state.pending}
        >
          {t('signIn.register.consent')}
        </CheckboxField>
      ) : null}
      <p className="fw-field-hint">
        <a href="/terms-of-use" target="_blank" rel="noopener">
          {t('signIn.register.terms')}
        </a>{' '}
        <a href="/privacy" target="_blank" rel="noopener">
          {t('signIn.register.privacy')}
        </a>
      </p>
    </>
  )
}
