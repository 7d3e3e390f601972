import { Button } from 'react-aria-components'
import { type ViewProps, ViewTitle } from './view-parts.tsx'

/** The reset link is on its way (or, for an unknown e-mail, nothing is: the page says the same). */
export function ForgotSuccessView({ state, dispatch, t }: ViewProps) {
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.forgotSuccess.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.forgotSuccess.about', { email: state.email.trim() })}</p>
      <div className="fw-signin-actions">
        <Button className="fw-button" onPress={() => dispatch({ type: 'go', view: 'login' })}>
          {t('signIn.forgotSuccess.signIn')}
        </Button>
      </div>
    </div>
  )
}

/** Check your inbox: to finish creating the account, or to confirm it before signing in. */
export function CheckInboxView({ state, close, t }: ViewProps) {
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.checkInbox.title')}</ViewTitle>
      <p className="fw-signin-about">
        {t(state.inbox === 'confirm' ? 'signIn.checkInbox.confirm' : 'signIn.checkInbox.register', {
          email: state.email.trim(),
        })}
      </p>
      <p className="fw-field-hint">{t('signIn.checkInbox.spam')}</p>
      <div className="fw-signin-actions">
        <Button className="fw-button" onPress={close}>
          {t('signIn.checkInbox.done')}
        </Button>
      </div>
    </div>
  )
}

/** The locked-account dialog: a new password unlocks it, or help. */
export function LockedAccountView({ dispatch, t }: ViewProps) {
  return (
    <div className="fw-signin-body">
      <ViewTitle>{t('signIn.locked.title')}</ViewTitle>
      <p className="fw-signin-about">{t('signIn.locked.about')}</p>
      <div className="fw-signin-actions">
        <Button className="fw-button" onPress={() => dispatch({ type: 'go', view: 'forgotPassword' })}>
          {t('signIn.locked.reset')}
        </Button>
        <a className="fw-link-button" href="/help">
          {t('signIn.locked.help')}
        </a>
      </div>
    </div>
  )
}
