import { Link } from 'react-router'
import { browserAuthApi } from '../../api/auth.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useRedirectTarget } from './auth-page-frame.tsx'
import { SessionActionPage } from './session-action-page.tsx'

/** /signout?redir=...: signs every account of this browser out, then returns to redir. */
export function SignOutPage() {
  const { t } = useTranslation()
  const { auth, sameSiteNavigation } = useGlobalState()
  const target = useRedirectTarget()
  return (
    <SessionActionPage
      id="signout"
      sameSiteNavigation={sameSiteNavigation}
      applicable={Boolean(auth?.loggedInSession)}
      act={() => browserAuthApi().logout()}
      nothingToDo={
        <p>
          {t('authPages.signout.signedOut')} <Link to={target}>{t('authPages.continue')}</Link>
        </p>
      }
    />
  )
}
