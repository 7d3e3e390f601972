import { Link } from 'react-router'
import { browserAuthApi } from '../../api/auth.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { showsConfirmAccount } from '../account-menu/account-menu-model.ts'
import { useRedirectTarget } from './auth-page-frame.tsx'
import { SessionActionPage } from './session-action-page.tsx'

/** /s/ident/resend?redir=...: sends the account confirmation e-mail again, then returns to redir. */
export function ResendPage() {
  const { t } = useTranslation()
  const bus = useEventBus()
  const { auth, sameSiteNavigation } = useGlobalState()
  const target = useRedirectTarget()
  const signedIn = Boolean(auth?.loggedInSession)
  return (
    <SessionActionPage
      id="resend"
      sameSiteNavigation={sameSiteNavigation}
      applicable={Boolean(auth && showsConfirmAccount(auth))}
      act={() => browserAuthApi().resendConfirmation()}
      nothingToDo={
        signedIn ? (
          <p>
            {t('authPages.resend.alreadyConfirmed')} <Link to={target}>{t('authPages.continue')}</Link>
          </p>
        ) : (
          <p>
            {t('authPages.resend.signInFirst')}{' '}
            <Button onClick={() => bus.publish('signin:request', { reason: 'generic', state: 'login' })}>
              {t('chrome.header.signIn')}
            </Button>
          </p>
        )
      }
    />
  )
}
