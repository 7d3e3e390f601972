import { useState } from 'react'
import { browserAuthApi, toAuthFailure } from '../../api/auth.ts'
import { browserLocalStorage } from '../../app/browser-storage.ts'
import { useEventBus } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { checkNewPassword } from '../sign-in/credential-checks.ts'
import { rememberReturningUser } from '../sign-in/returning-user.ts'
import type { TSignInError } from '../sign-in/sign-in-machine.ts'
import { NewPasswordField } from '../sign-in/views/new-password-field.tsx'
import { errorText } from '../sign-in/views/view-parts.tsx'
import { AuthPageFrame } from './auth-page-frame.tsx'
import { linkFailure } from './auth-page-plans.ts'
import { useLinkToken } from './link-token.ts'

/** The link is dead or missing: say so, and offer a new one (the dialog's forgot-password state). */
export function DeadLink({ id }: { id: string }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  return (
    <div role="alert">
      <p>{t(`authPages.${id}.linkInvalid`)}</p>
      <Button
        onClick={() =>
          bus.publish('signin:request', {
            reason: 'generic',
            state: id === 'resetPassword' ? 'forgot' : 'login',
          })
        }
      >
        {t(`authPages.${id}.newLink`)}
      </Button>
    </div>
  )
}

/** AUTH_PAGES.reset: the e-mailed link's page to choose a new password; signs in and goes to /. */
export function ResetPasswordPage() {
  const { t } = useTranslation()
  const token = useLinkToken()
  const [passwd, setPasswd] = useState('')
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<TSignInError | null>(null)
  const [dead, setDead] = useState(false)

  if (token === null || dead) {
    return (
      <AuthPageFrame id="resetPassword">
        <DeadLink id="resetPassword" />
      </AuthPageFrame>
    )
  }

  async function submit() {
    if (!token || pending) return
    const problem = checkNewPassword(passwd)
    setError(problem)
    if (problem) return
    setPending(true)
    try {
      await browserAuthApi().resetPassword(token, passwd)
      rememberReturningUser(browserLocalStorage)
      window.location.assign('/')
    } catch (failure) {
      const outcome = linkFailure(toAuthFailure(failure))
      if (outcome.kind === 'linkInvalid') setDead(true)
      else setError(outcome.error)
      setPending(false)
    }
  }

  return (
    <AuthPageFrame id="resetPassword">
      <form
        className="fw-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <NewPasswordField
          t={t}
          value={passwd}
          onChange={setPasswd}
          error={error?.field === 'passwd' ? errorText(t, error) : null}
          isDisabled={pending || token === undefined}
        />
        <div role="alert" className="fw-alert">
          {error && error.field !== 'passwd' ? errorText(t, error) : null}
        </div>
        <Button type="submit" disabled={pending || token === undefined}>
          {t(pending ? 'signIn.pending' : 'authPages.resetPassword.submit')}
        </Button>
      </form>
    </AuthPageFrame>
  )
}
