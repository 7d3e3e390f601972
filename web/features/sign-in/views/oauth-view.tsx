import { useId } from 'react'
import { Button } from 'react-aria-components'
import { type ViewProps, ViewTitle } from './view-parts.tsx'

const PROVIDERS = ['google', 'apple', 'naver'] as const

/**
 * Social sign-in. The providers' buttons are shown but disabled, with the reason next to them, until
 * social sign-in is built (a later issue): nothing here pretends to sign anyone in.
 */
export function OAuthView({ dispatch, t }: ViewProps) {
  const noteId = useId()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.oauth.title')}</ViewTitle>
      <p id={noteId} className="fw-signin-about">
        {t('signIn.oauth.unavailable')}
      </p>
      <div className="fw-signin-actions">
        {PROVIDERS.map((provider) => (
          <Button
            key={provider}
            className="fw-button fw-button--secondary"
            isDisabled
            aria-describedby={noteId}
          >
            {t(`signIn.oauth.${provider}`)}
          </Button>
        ))}
        <Button className="fw-button" onPress={() => dispatch({ type: 'go', view: 'emailForm' })}>
          {t('signIn.landing.continueWithEmail')}
        </Button>
      </div>
    </div>
  )
}
