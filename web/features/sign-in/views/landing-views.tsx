import { Button } from 'react-aria-components'
import { useGlobalState } from '../../../app/global-state.tsx'
import type { TSignInView } from '../sign-in-machine.ts'
import { SocialButtons, useSignInProviders } from '../social/social-buttons.tsx'
import { useSocialCommands } from '../social/use-social-commands.ts'
import { FormAlert, type ViewProps, ViewTitle } from './view-parts.tsx'

const TEXTS: Partial<Record<TSignInView, string>> = {
  landing: 'signIn.landing',
  priceAlert: 'signIn.priceAlert',
  tripsSoftGate: 'signIn.tripsSoftGate',
}

/** The landing page and its two variants: the price-alert landing and the trips soft gate. */
export function LandingView({ state, dispatch, close, t }: ViewProps) {
  const texts = TEXTS[state.view] ?? 'signIn.landing'
  const providers = useSignInProviders()
  const social = useSocialCommands({ state, dispatch })
  const go = (view: TSignInView) => dispatch({ type: 'go', view })
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t(`${texts}.title`)}</ViewTitle>
      <p className="fw-signin-about">{t(`${texts}.about`)}</p>
      <div className="fw-signin-actions">
        <Button className="fw-button" onPress={() => go('emailForm')}>
          {t('signIn.landing.continueWithEmail')}
        </Button>
        <SocialButtons providers={providers} social={social} pending={state.pending} t={t} />
        {providers.length === 0 ? (
          <Button className="fw-button fw-button--secondary" onPress={() => go('oauth')}>
            {t('signIn.landing.otherWays')}
          </Button>
        ) : null}
        {state.view === 'landing' ? (
          <Button className="fw-button fw-button--secondary" onPress={() => go('businessOnboarding')}>
            {t('signIn.landing.business')}
          </Button>
        ) : null}
        {state.view === 'tripsSoftGate' ? (
          <Button className="fw-link-button" onPress={close}>
            {t('signIn.tripsSoftGate.notNow')}
          </Button>
        ) : null}
      </div>
      <FormAlert t={t} state={state} />
    </div>
  )
}

/** For people who travel for work: where to set up a company, or go on signing in. */
export function BusinessOnboardingView({ dispatch, t }: ViewProps) {
  const { brandDisplayName } = useGlobalState()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.businessOnboarding.title', { brand: brandDisplayName })}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.businessOnboarding.about')}</p>
      <div className="fw-signin-actions">
        <a className="fw-button" href="/business/get-started">
          {t('signIn.businessOnboarding.getStarted')}
        </a>
        <Button
          className="fw-button fw-button--secondary"
          onPress={() => dispatch({ type: 'go', view: 'emailForm' })}
        >
          {t('signIn.businessOnboarding.signIn')}
        </Button>
      </div>
    </div>
  )
}
