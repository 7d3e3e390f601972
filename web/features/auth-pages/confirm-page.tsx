import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { browserAuthApi, toAuthFailure } from '../../api/auth.ts'
import { browserLocalStorage } from '../../app/browser-storage.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { rememberReturningUser } from '../sign-in/returning-user.ts'
import type { TSignInError } from '../sign-in/sign-in-machine.ts'
import { takeAfterConfirm } from './after-confirm.ts'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { linkFailure } from './auth-page-plans.ts'
import { CONFIRMED_MARK, useLinkFragment } from './link-token.ts'
import { DeadLink } from './reset-password-page.tsx'

/** After a confirmation, the front door (signed in) opens by itself after this long; a link goes at once. */
export const CONFIRMED_REDIRECT_MS = 3000

type TStatus =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; target: string }
  | { kind: 'dead' }
  | { kind: 'failed'; error: TSignInError }

/**
 * The page was rendered for a signed-out visitor; the confirmation signed them in. The page starts over
 * (as every change of who is signed in does), so that the header shows the account at once, and says
 * so from the mark left in the address.
 */
function startOverSignedIn(): void {
  window.history.replaceState(window.history.state, '', `${window.location.pathname}#${CONFIRMED_MARK}`)
  window.location.reload()
}

function showConfirmed(setStatus: (status: TStatus) => void): void {
  const target = takeAfterConfirm(browserLocalStorage)
  setStatus({ kind: 'confirmed', target })
  window.setTimeout(() => window.location.assign(target), CONFIRMED_REDIRECT_MS)
}

async function confirmLink(token: string, setStatus: (status: TStatus) => void): Promise<void> {
  setStatus({ kind: 'confirming' })
  try {
    await browserAuthApi().confirmAccount(token)
    rememberReturningUser(browserLocalStorage)
    startOverSignedIn()
  } catch (failure) {
    const outcome = linkFailure(toAuthFailure(failure))
    setStatus(outcome.kind === 'linkInvalid' ? { kind: 'dead' } : { kind: 'failed', error: outcome.error })
  }
}

/**
 * AUTH_PAGES.confirm: the e-mailed link that confirms an account; signs in and goes to the page the
 * registration started from (an invitation) when this browser remembers one, else to /.
 */
export function ConfirmPage() {
  const { t } = useTranslation()
  const fragment = useLinkFragment()
  const token = fragment?.token
  const signedIn = Boolean(useGlobalState().auth?.loggedInSession)
  const [status, setStatus] = useState<TStatus>({ kind: 'confirming' })
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (fragment?.confirmed && signedIn && sent.current === null) {
      sent.current = CONFIRMED_MARK
      showConfirmed(setStatus)
      return
    }
    // Once per token: a link works once, and a second call would only say it is used up.
    if (!token || sent.current === token) return
    sent.current = token
    void confirmLink(token, setStatus)
  }, [token, fragment, signedIn])

  const confirmedHere = fragment?.confirmed && signedIn
  if ((token === null && !confirmedHere) || status.kind === 'dead') {
    return (
      <AuthPageFrame id="confirm">
        <DeadLink id="confirm" />
      </AuthPageFrame>
    )
  }
  return (
    // "One moment while we check…" only while it is checked.
    <AuthPageFrame id="confirm" about={status.kind === 'confirming'}>
      {status.kind === 'confirming' ? <p role="status">{t('authPages.confirm.working')}</p> : null}
      {status.kind === 'confirmed' ? (
        <p role="status">
          {t('authPages.confirm.success')}{' '}
          <Link to={status.target} reloadDocument>
            {t('authPages.continue')}
          </Link>
        </p>
      ) : null}
      {status.kind === 'failed' ? (
        <div role="alert">
          <p className="fw-alert">{status.error.text ?? t(status.error.key, status.error.values ?? {})}</p>
          <Button onClick={() => token && void confirmLink(token, setStatus)}>
            {t('authPages.tryAgain')}
          </Button>
        </div>
      ) : null}
    </AuthPageFrame>
  )
}
