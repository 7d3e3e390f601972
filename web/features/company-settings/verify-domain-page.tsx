import { useEffect, useRef, useState } from 'react'
import { browserCompanySettingsApi } from '../../api/company-settings.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useLinkToken } from '../auth-pages/link-token.ts'
import { companyError } from './company-settings-root.tsx'
import './company-settings.css'

type TStatus = { kind: 'working' } | { kind: 'verified'; domain: string } | { kind: 'failed'; error: unknown }

/**
 * /business/verify-domain#token=…: the page the domain's mail links to. Signed in or not, it posts
 * the link's secret once (the GET itself changes nothing, decision 013) and says what happened.
 */
export function VerifyDomainPage() {
  const { t } = useTranslation()
  const token = useLinkToken()
  const [status, setStatus] = useState<TStatus>({ kind: 'working' })
  const sent = useRef<string | null>(null)

  useEffect(() => {
    if (!token || sent.current === token) return
    sent.current = token
    browserCompanySettingsApi()
      .verifyDomain(token)
      .then(
        ({ domain }) => setStatus({ kind: 'verified', domain }),
        (error: unknown) => setStatus({ kind: 'failed', error }),
      )
  }, [token])

  return (
    <article className="fw-page fw-company" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.businessVerifyDomain.title')}</h1>
      <p className="fw-page-about">{t('pages.businessVerifyDomain.about')}</p>
      {token === null ? (
        <p role="alert" className="fw-alert">
          {t('companySettings.errors.EMAIL_DOMAIN_LINK_INVALID')}
        </p>
      ) : null}
      {token && status.kind === 'working' ? <p role="status">{t('companySettings.verify.working')}</p> : null}
      {status.kind === 'verified' ? (
        <p role="status">{t('companySettings.verify.done', { domain: status.domain })}</p>
      ) : null}
      {status.kind === 'failed' ? (
        <p role="alert" className="fw-alert">
          {companyError(t, status.error)}
        </p>
      ) : null}
    </article>
  )
}
