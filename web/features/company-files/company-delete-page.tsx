import { useId, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { TDeletionLink } from '../../../shared/business/company-files-contract.ts'
import { browserCompanyFilesApi } from '../../api/company-files.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { failureText } from './failure-text.ts'
import type { MaybeText } from './types.ts'
import './company-files.css'

function linkOf(params: URLSearchParams): TDeletionLink | null {
  const confirmationCode = params.get('confirmationCode')
  const requestTime = params.get('requestTime')
  const token = params.get('token')
  return confirmationCode && requestTime && token ? { confirmationCode, requestTime, token } : null
}

/** The deletion e-mail's page (/business/company/delete?...): the last confirmation, then the DELETE. */
export function CompanyDeletePage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const auth = useGlobalState().auth
  const id = useId()
  const link = linkOf(params)
  const [agreed, setAgreed] = useState(false)
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState<MaybeText>(null)
  const [error, setError] = useState<MaybeText>(null)
  const business = auth?.businessState
  const companyName = business?.companyName ?? business?.businessProfile?.companyName ?? ''

  async function confirm(event: React.FormEvent) {
    event.preventDefault()
    if (!link || !agreed) return
    setBusy(true)
    setError(null)
    try {
      const result = await browserCompanyFilesApi().deleteCompany(link)
      setDeleted(result.companyName)
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  let body: React.ReactNode
  if (deleted !== null) {
    body = (
      <>
        <p role="status">{t('companyFiles.deletePage.done', { companyName: deleted })}</p>
        <a className="fw-button" href="/">
          {t('companyFiles.deletePage.home')}
        </a>
      </>
    )
  } else if (!link) {
    body = <p role="alert">{t('companyFiles.deletePage.badLink')}</p>
  } else if (!auth?.loggedInSession || !business?.businessMode) {
    body = <p>{t('companyFiles.deletePage.signIn')}</p>
  } else {
    body = (
      <form onSubmit={confirm} className="fw-company-files-section" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('companyFiles.deletePage.question', { companyName })}</h2>
        <p>{t('companyFiles.deletePage.consequences')}</p>
        <div className="fw-checkbox">
          <input id={id} type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
          <label htmlFor={id}>{t('companyFiles.deletePage.agree', { companyName })}</label>
        </div>
        {error ? (
          <p role="alert" className="fw-form-message fw-form-message--error">
            {error}
          </p>
        ) : null}
        <Button type="submit" variant="danger" disabled={busy || !agreed}>
          {t('companyFiles.deletePage.delete')}
        </Button>
      </form>
    )
  }
  return (
    <article className="fw-page" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.businessCompanyDelete.title')}</h1>
      <p className="fw-page-about">{t('pages.businessCompanyDelete.about')}</p>
      {body}
    </article>
  )
}
