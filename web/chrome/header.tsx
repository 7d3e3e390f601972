import { useEventBus, useGlobalState } from '../app/global-state.tsx'
import { prefetchSignInDialog } from '../features/sign-in/load-sign-in-dialog.ts'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { Button } from '../ui/button.tsx'
import { AccountMenuTrigger } from './account-menu-trigger.tsx'
import { BusinessHeaderIsland, SideNavIsland, TripsDrawerIsland } from './chrome-islands.tsx'
import { HeaderCompany } from './header-company.tsx'
import { HeaderLinks, mainHeaderLinks } from './header-links.tsx'
import { Logo } from './logo.tsx'
import { SitePickers } from './site-pickers.tsx'

/** The privacy notice's California section: the data-sharing opt-out's link without JavaScript. */
const PRIVACY_CCPA = '/privacy#ccpa'

/** The shared header; readable with JavaScript off (it is rendered on the server). */
export function Header() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const auth = state.auth
  const signedIn = Boolean(auth?.loggedInSession)
  const business = auth?.businessState?.businessMode ? auth.businessState : null
  return (
    <header className={business ? 'fw-header fw-header--business' : 'fw-header'}>
      <div className="fw-header-inner">
        <SideNavIsland />
        <Logo brand={state.brand} vertical={state.analytics.vertical} compact confetti={state.logoConfetti} />
        {business ? <HeaderCompany business={business} /> : null}
        {/* In business mode the island puts the admin entries before these links, in one row. */}
        {business ? (
          <BusinessHeaderIsland />
        ) : (
          <HeaderLinks label={t('chrome.header.navLabel')} links={mainHeaderLinks(t)} />
        )}
        <div className="fw-header-account">
          <SitePickers />
          <a
            href={PRIVACY_CCPA}
            className="fw-header-privacy"
            // The data-sharing dialog takes over when it listens; until then this is a plain link.
            onClick={(e) => {
              if (bus.publish('privacy:open', { dialog: 'dataSharing' })) e.preventDefault()
            }}
          >
            {t('chrome.header.privacy')}
          </a>
          {auth && signedIn ? (
            <>
              <TripsDrawerIsland />
              <AccountMenuTrigger auth={auth} />
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                className="fw-header-register"
                onPointerEnter={prefetchSignInDialog}
                onFocus={prefetchSignInDialog}
                onClick={() => bus.publish('signin:request', { reason: 'generic', intent: 'register' })}
              >
                {t('signIn.trigger.register')}
              </Button>
              <Button
                onPointerEnter={prefetchSignInDialog}
                onFocus={prefetchSignInDialog}
                onClick={() => bus.publish('signin:request', { reason: 'generic' })}
              >
                {t('chrome.header.signIn')}
              </Button>
            </>
          )}
        </div>
      </div>
    </header>
  )
}
