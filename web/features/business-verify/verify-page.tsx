import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import type { TTwoFactorStatusResponse } from '../../../shared/two-factor/two-factor-schemas.ts'
import { browserTwoFactorApi } from '../../api/two-factor.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
// The field styles of the account page, which the form shares.
import { Button } from '../../ui/button.tsx'
import { VerifyForm } from './verify-form.tsx'
import { verifiedTarget } from './verify-model.ts'
import '../account/account.css'
import './verify.css'

/** /business/verify?redir=...: proves a second factor for this session, then returns to redir. */
export function VerifyPage() {
  const { t } = useTranslation()
  const { auth } = useGlobalState()
  return (
    <article className="fw-page fw-verify" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.businessVerify.title')}</h1>
      {auth?.loggedInSession ? <VerifyFlow /> : <SignInFirst />}
    </article>
  )
}

function SignInFirst() {
  const { t } = useTranslation()
  const bus = useEventBus()
  return (
    <div>
      <p>{t('businessVerify.signedOut')}</p>
      <Button onClick={() => bus.publish('signin:request', { reason: 'generic', state: 'login' })}>
        {t('businessVerify.signIn')}
      </Button>
    </div>
  )
}

function VerifyFlow() {
  const { t } = useTranslation()
  const { search } = useLocation()
  const target = verifiedTarget(search)
  const [status, setStatus] = useState<TTwoFactorStatusResponse | null>(null)
  const [failed, setFailed] = useState(false)
  useEffect(() => {
    let live = true
    browserTwoFactorApi()
      .status()
      .then(
        (value) => live && setStatus(value),
        () => live && setFailed(true),
      )
    return () => {
      live = false
    }
  }, [])
  if (failed || !status) {
    return failed ? (
      <p role="alert">{t('businessVerify.loadFailed')}</p>
    ) : (
      <p role="status">{t('businessVerify.loading')}</p>
    )
  }
  if (status.verifiedAt) {
    return (
      <p>
        {t('businessVerify.alreadyVerified')} <a href={target}>{t('businessVerify.continue')}</a>
      </p>
    )
  }
  return (
    <>
      <p className="fw-page-about">{t('pages.businessVerify.about')}</p>
      <VerifyForm status={status} onVerified={() => window.location.assign(target)} />
    </>
  )
}
