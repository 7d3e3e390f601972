import { type ReactNode, useState } from 'react'
import { Button } from 'react-aria-components'
import { CheckboxField } from '../../../ui/checkbox-field.tsx'
import { PasswordField } from '../../../ui/password-field.tsx'
import { SIGN_IN_CONFIG } from '../sign-in-config.ts'
import { EmailField } from './email-views.tsx'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import { fieldError, LinkButton, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

/** The account's password, as signing in (or linking a sign-in to the account) asks it. */
export function CurrentPasswordField({
  state,
  t,
  value,
  onChange,
}: Pick<ViewProps, 'state' | 't'> & { value: string; onChange(value: string): void }) {
  return (
    <PasswordField
      label={t('signIn.fields.password')}
      name="passwd"
      autoComplete="current-password"
      value={value}
      onChange={onChange}
      error={fieldError(t, state, 'passwd')}
      isRequired
      isDisabled={state.pending}
      showText={t('signIn.fields.show')}
      showLabel={t('signIn.fields.showPassword')}
    />
  )
}

/**
 * The password form: `children` say whose account (the e-mail field, or the e-mail kept for password
 * managers), then the password and "remember me"; its submit signs in.
 */
function PasswordForm({ props, children }: { props: ViewProps; children: ReactNode }) {
  const { state, commands, t } = props
  const [passwd, setPasswd] = useState('')
  const [sticky, setSticky] = useState(SIGN_IN_CONFIG.rememberMeDefault)
  return (
    <ViewForm
      onSubmit={() => void commands.login(passwd, sticky)}
      state={state}
      t={t}
      submitLabel={t('signIn.password.submit')}
    >
      {children}
      <CurrentPasswordField state={state} t={t} value={passwd} onChange={setPasswd} />
      <CheckboxField name="sticky" isSelected={sticky} onChange={setSticky} isDisabled={state.pending}>
        {t('signIn.fields.remember')}
      </CheckboxField>
    </ViewForm>
  )
}

function OtherWays({ dispatch, commands, t }: ViewProps) {
  return (
    <div className="fw-signin-links">
      <LinkButton onPress={() => dispatch({ type: 'go', view: 'forgotPassword' })}>
        {t('signIn.password.forgot')}
      </LinkButton>
      <LinkButton onPress={() => void commands.sendCode()}>{t('signIn.password.emailCode')}</LinkButton>
    </div>
  )
}

/** The password step after the e-mail form. */
export function PasswordFormView(props: ViewProps) {
  const { state, dispatch, t } = props
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.password.title')}</ViewTitle>
      <p className="fw-signin-about">
        {t('signIn.password.signingInAs', { email: state.email.trim() })}{' '}
        <Button className="fw-link-button" onPress={() => dispatch({ type: 'back' })}>
          {t('signIn.password.changeEmail')}
        </Button>
      </p>
      <PasswordForm props={props}>
        {/* Password managers store the pair under this e-mail; the field itself stays out of sight. */}
        <input type="email" name="username" autoComplete="username" value={state.email} readOnly hidden />
      </PasswordForm>
      <OtherWays {...props} />
    </div>
  )
}

/** The one-step login form: e-mail and password together (also where "sign up" requests land). */
export function LoginView(props: ViewProps) {
  const { state, dispatch, t } = props
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.login.title')}</ViewTitle>
      <PasswordForm props={props}>
        <EmailField state={state} dispatch={dispatch} t={t} webauthn />
      </PasswordForm>
      <PasskeySignIn {...props} />
      <OtherWays {...props} />
      <div className="fw-signin-links">
        <LinkButton
          onPress={() => {
            dispatch({ type: 'setIntent', intent: 'register' })
            dispatch({ type: 'go', view: 'emailForm' })
          }}
        >
          {t('signIn.login.createAccount')}
        </LinkButton>
        <LinkButton onPress={() => dispatch({ type: 'go', view: 'oauth' })}>
          {t('signIn.landing.otherWays')}
        </LinkButton>
      </div>
    </div>
  )
}
