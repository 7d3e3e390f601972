import { useState } from 'react'
import { Button } from 'react-aria-components'
import { useGlobalState } from '../../../app/global-state.tsx'
import { SocialButtons, useSignInProviders } from '../social/social-buttons.tsx'
import type { SocialCommands } from '../social/social-commands.ts'
import { socialPending, type TSocialPending } from '../social/social-pending.ts'
import { useSocialCommands } from '../social/use-social-commands.ts'
import { CurrentPasswordField } from './password-views.tsx'
import { AgreementFields, useAgreement } from './register-view.tsx'
import { FormAlert, ViewForm, type ViewProps, ViewTitle } from './view-parts.tsx'

/**
 * Social sign-in: the providers this site offers, and the step a provider's answer may need next —
 * confirming a new account (confirm status REGISTER) or linking an existing one with its password.
 */
export function OAuthView(props: ViewProps) {
  const social = useSocialCommands(props)
  const pending = socialPending.get()
  if (pending?.step === 'confirmRegister')
    return <ConfirmRegister {...props} social={social} pending={pending} />
  if (pending?.step === 'linkExisting') return <LinkExisting {...props} social={social} pending={pending} />
  return <Providers {...props} social={social} />
}

function Providers({ state, dispatch, t, social }: ViewProps & { social: SocialCommands }) {
  const providers = useSignInProviders()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.oauth.title')}</ViewTitle>
      <p className="fw-signin-about">{t(providers.length ? 'signIn.social.about' : 'signIn.social.none')}</p>
      <div className="fw-signin-actions">
        <SocialButtons providers={providers} social={social} pending={state.pending} t={t} />
        <Button className="fw-button" onPress={() => dispatch({ type: 'go', view: 'emailForm' })}>
          {t('signIn.landing.continueWithEmail')}
        </Button>
      </div>
      <FormAlert t={t} state={state} />
    </div>
  )
}

type StepProps = ViewProps & { social: SocialCommands; pending: TSocialPending }

function ConfirmRegister({ state, t, social, pending }: StepProps) {
  const { brandDisplayName } = useGlobalState()
  const agreement = useAgreement()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.social.confirm.title', { brand: brandDisplayName })}</ViewTitle>
      <p className="fw-signin-about">
        {t(pending.oneTap ? 'signIn.oneTap.confirmAbout' : 'signIn.social.confirm.about', {
          email: pending.email ?? '',
          provider: t(`signIn.social.providers.${pending.credential.provider}`),
        })}
      </p>
      <ViewForm
        onSubmit={() => void social.confirmRegister(agreement.consent, agreement.optin)}
        state={state}
        t={t}
        submitLabel={t('signIn.social.confirm.submit')}
      >
        <AgreementFields state={state} t={t} agreement={agreement} />
      </ViewForm>
    </div>
  )
}

function LinkExisting({ state, t, social, pending }: StepProps) {
  const [passwd, setPasswd] = useState('')
  const provider = t(`signIn.social.providers.${pending.credential.provider}`)
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.social.link.title', { provider })}</ViewTitle>
      <p className="fw-signin-about">
        {t('signIn.social.link.about', { email: pending.email ?? '', provider })}
      </p>
      <ViewForm
        onSubmit={() => void social.linkExisting(passwd)}
        state={state}
        t={t}
        submitLabel={t('signIn.social.link.submit')}
      >
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={pending.email ?? ''}
          readOnly
          hidden
        />
        <CurrentPasswordField state={state} t={t} value={passwd} onChange={setPasswd} />
      </ViewForm>
    </div>
  )
}
