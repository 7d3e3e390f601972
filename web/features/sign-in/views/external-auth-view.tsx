import { useId } from 'react'
import { Button } from 'react-aria-components'
import { type ViewProps, ViewTitle } from './view-parts.tsx'

/** External authentication (company single sign-on): explained, not yet available. */
export function ExternalAuthView({ dispatch, t }: ViewProps) {
  const noteId = useId()
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.externalAuth.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.externalAuth.about')}</p>
      <p id={noteId} className="fw-field-hint">
        {t('signIn.externalAuth.unavailable')}
      </p>
      <div className="fw-signin-actions">
        <Button className="fw-button fw-button--secondary" isDisabled aria-describedby={noteId}>
          {t('signIn.externalAuth.sso')}
        </Button>
        <Button className="fw-button" onPress={() => dispatch({ type: 'go', view: 'login' })}>
          {t('signIn.externalAuth.usePassword')}
        </Button>
      </div>
    </div>
  )
}
