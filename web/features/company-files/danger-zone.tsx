import { useId, useState } from 'react'
import { browserCompanyFilesApi } from '../../api/company-files.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { DialogFrame } from '../../ui/dialog-frame.tsx'
import { failureText } from './failure-text.ts'
import type { MaybeText } from './types.ts'
import './company-files.css'

/**
 * Company deletion, step one: a confirmation, then a link by e-mail to the admin who asked. The link's
 * page (CompanyDeletePage) asks once more and deletes. Shown to admins whose plan allows deletion.
 */
export function CompanyDangerZone() {
  const { t } = useTranslation()
  const business = useGlobalState().auth?.businessState
  const id = useId()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<MaybeText>(null)
  const [error, setError] = useState<MaybeText>(null)

  if (!business?.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')) return null
  if (!business.features.includes('COMPANY_DELETION')) return null
  const companyName = business.companyName ?? business.businessProfile?.companyName ?? ''

  async function send() {
    setBusy(true)
    setError(null)
    try {
      const result = await browserCompanyFilesApi().sendDeletionEmail()
      setSentTo(result.sentTo)
      setConfirming(false)
    } catch (failure) {
      setError(failureText(t, failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="fw-company-files-section fw-danger-zone" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companyFiles.danger.title')}</h2>
      <p>{t('companyFiles.danger.about', { companyName })}</p>
      <p role="status" className="fw-form-message fw-form-message--success">
        {sentTo ? t('companyFiles.danger.sent', { email: sentTo }) : ''}
      </p>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {t('companyFiles.danger.delete')}
      </Button>
      {confirming ? (
        <DialogFrame
          title={t('companyFiles.danger.confirmTitle', { companyName })}
          onClose={() => setConfirming(false)}
          narrow="sheet"
          className="fw-company-files-dialog"
        >
          <p>{t('companyFiles.danger.confirmBody')}</p>
          {error ? (
            <p role="alert" className="fw-form-message fw-form-message--error">
              {error}
            </p>
          ) : null}
          <div className="fw-company-files-actions">
            <Button variant="danger" disabled={busy} onClick={send}>
              {t('companyFiles.danger.sendLink')}
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('companyFiles.cancel')}
            </Button>
          </div>
        </DialogFrame>
      ) : null}
    </section>
  )
}
