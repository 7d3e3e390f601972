import { useId, useState } from 'react'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { ContactAccountManagerDialog, ReportIssueDialog } from './support-dialogs.tsx'
import './company-files.css'

/** The hub's way to support: report an issue (any member), contact the account manager (admins). */
export function CompanySupportActions() {
  const { t } = useTranslation()
  const business = useGlobalState().auth?.businessState
  const id = useId()
  const [open, setOpen] = useState<'contact' | 'report' | null>(null)
  if (!business?.businessMode) return null
  const admin = business.permissions.includes('COMPANY_SETTINGS_MANAGEMENT')
  return (
    <section className="fw-company-files-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('companyFiles.support.title')}</h2>
      <div className="fw-company-files-actions">
        <Button variant="secondary" onClick={() => setOpen('report')}>
          {t('companyFiles.report.open')}
        </Button>
        {admin ? (
          <Button variant="secondary" onClick={() => setOpen('contact')}>
            {t('companyFiles.contact.open')}
          </Button>
        ) : null}
      </div>
      {open === 'report' ? <ReportIssueDialog onClose={() => setOpen(null)} /> : null}
      {open === 'contact' ? <ContactAccountManagerDialog onClose={() => setOpen(null)} /> : null}
    </section>
  )
}
