import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { logError } from '../../app/logger.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { AuthPageFrame, useRedirectTarget } from './auth-page-frame.tsx'
import { arrivalPlan } from './auth-page-plans.ts'

type TStatus = 'asking' | 'working' | 'failed'

interface Props {
  /** The page id, naming its texts in authPages: question, confirm, working, failed, stay. */
  id: string
  sameSiteNavigation: boolean
  /** Whether there is anything to do (signed in; an unconfirmed account for a resend). */
  applicable: boolean
  act(): Promise<unknown>
  /** Shown instead when there is nothing to do. */
  nothingToDo: ReactNode
}

/**
 * A plain navigation that changes the session (sign out, resend the confirmation e-mail): from our own
 * site it acts at once, then goes back to `redir`; from anywhere else it asks first.
 */
export function SessionActionPage({ id, sameSiteNavigation, applicable, act, nothingToDo }: Props) {
  const { t } = useTranslation()
  const target = useRedirectTarget()
  const plan = arrivalPlan({ sameSiteNavigation, applicable })
  const [status, setStatus] = useState<TStatus>(plan === 'act' ? 'working' : 'asking')
  const started = useRef(false)

  async function run() {
    setStatus('working')
    try {
      await act()
      window.location.assign(target)
    } catch (error) {
      logError(error, { where: `authPages.${id}` })
      setStatus('failed')
    }
  }

  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once, on arrival
  useEffect(() => {
    if (plan !== 'act' || started.current) return
    started.current = true
    void run()
  }, [])

  return (
    <AuthPageFrame id={id}>
      {plan === 'nothingToDo' ? (
        nothingToDo
      ) : status === 'working' ? (
        <p role="status">{t(`authPages.${id}.working`)}</p>
      ) : (
        <>
          {status === 'failed' ? (
            <p role="alert" className="fw-alert">
              {t(`authPages.${id}.failed`)}
            </p>
          ) : (
            <p>{t(`authPages.${id}.question`)}</p>
          )}
          <p className="fw-auth-actions">
            <Button onClick={() => void run()}>
              {t(status === 'failed' ? 'authPages.tryAgain' : `authPages.${id}.confirm`)}
            </Button>{' '}
            <Link to={target}>{t(`authPages.${id}.stay`)}</Link>
          </p>
        </>
      )}
    </AuthPageFrame>
  )
}
