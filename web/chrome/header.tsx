import { Link } from 'react-router'
import { useEventBus, useGlobalState } from '../app/global-state.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { AccountMenuTrigger } from './account-menu-trigger.tsx'
import { Logo } from './logo.tsx'

/** The shared header; readable with JavaScript off (it is rendered on the server). */
export function Header() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const auth = state.auth
  const signedIn = Boolean(auth?.loggedInSession)
  return (
    <header className="fw-header">
      <div className="fw-header-inner">
        <Logo brand={state.brand} vertical={state.analytics.vertical} compact confetti={state.logoConfetti} />
        <nav className="fw-header-nav" aria-label={t('chrome.header.navLabel')}>
          <Link to="/trips">{t('chrome.header.trips')}</Link>
          <Link to="/help">{t('chrome.header.help')}</Link>
        </nav>
        <div className="fw-header-account">
          <span className="fw-header-locale" title={t('chrome.header.siteTitle')}>
            {state.countryCode} · {state.currency}
          </span>
          {auth && signedIn ? (
            <AccountMenuTrigger auth={auth} />
          ) : (
            <>
              <button
                type="button"
                className="fw-button fw-button--secondary fw-header-register"
                onClick={() => bus.publish('signin:request', { reason: 'generic', intent: 'register' })}
              >
                {t('signIn.trigger.register')}
              </button>
              <button
                type="button"
                className="fw-button"
                onClick={() => bus.publish('signin:request', { reason: 'generic' })}
              >
                {t('chrome.header.signIn')}
              </button>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
