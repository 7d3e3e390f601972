import { Button } from 'react-aria-components'
import { TextField } from '../../../ui/text-field.tsx'
import { PasskeySignIn } from './passkey-sign-in.tsx'
import { fieldError, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

export function EmailField({
  state,
  dispatch,
  t,
  webauthn = false,
}: Pick<ViewProps, 'state' | 'dispatch' | 't'> & { webauthn?: boolean }) {
  return (
    <TextField
      label={t('signIn.fields.email')}
      name="username"
      type="email"
      inputMode="email"
      // "webauthn": the field also offers this site's passkeys (conditional mediation, decision 017).
      autoComplete={webauthn ? 'username webauthn' : 'username'}
      value={state.email}
      onChange={(email) => dispatch({ type: 'setEmail', email })}
      error={fieldError(t, state, 'username')}
      isRequired
      isDisabled={state.pending}
    />
  )
}

/** The e-mail first step: on to a password to sign in, to creating an account, or to a code by e-mail. */
export function EmailFormView(props: ViewProps) {
  const { state, dispatch, commands, t } = props
  const registering = state.intent === 'register'
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t(registering ? 'signIn.emailForm.registerTitle' : 'signIn.emailForm.title')}</ViewTitle>
      <p className="fw-signin-about">
        {t(registering ? 'signIn.emailForm.registerAbout' : 'signIn.emailForm.about')}
      </p>
      <ViewForm
        onSubmit={commands.continueWithEmail}
        state={state}
        t={t}
        submitLabel={t('signIn.emailForm.continue')}
      >
        <EmailField {...props} webauthn={!registering} />
      </ViewForm>
      {registering ? null : <PasskeySignIn {...props} />}
      <div className="fw-signin-links">
        <Button
          className="fw-link-button"
          onPress={() => {
            dispatch({ type: 'setIntent', intent: registering ? 'signIn' : 'register' })
            commands.continueWithEmail()
          }}
        >
          {t(registering ? 'signIn.emailForm.haveAccount' : 'signIn.emailForm.createAccount')}
        </Button>
        {registering ? null : (
          <Button className="fw-link-button" onPress={() => void commands.sendCode()}>
            {t('signIn.emailForm.emailCode')}
          </Button>
        )}
      </div>
    </div>
  )
}

/** Forgot password: the e-mail to send a reset link to. */
export function ForgotPasswordView(props: ViewProps) {
  const { state, commands, t } = props
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.forgot.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.forgot.about')}</p>
      <ViewForm
        onSubmit={() => void commands.forgot()}
        state={state}
        t={t}
        submitLabel={t('signIn.forgot.submit')}
      >
        <EmailField {...props} />
      </ViewForm>
    </div>
  )
}
