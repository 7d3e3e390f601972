import { useId } from 'react'
import { PRIVACY_LIMITS, PRIVACY_PAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
import { ModalDialog } from '../../../ui/modal-dialog.tsx'
import './notices.css'

/**
 * The layout the data-transfer disclaimer and the two-party consent share (spec section 2): 324 px wide, a
 * header, two lines linking the terms of use and the privacy notice, one acknowledge button. Modal and not
 * dismissable: it stays until acknowledged (spec section 4).
 */
export function AcknowledgeDialog(props: {
  section: 'dataTransfer' | 'twoParty'
  busy: boolean
  failed: boolean
  onAcknowledge(): void
}) {
  const { t } = useTranslation()
  const id = useId()
  const key = (name: string) => `consent.notices.${props.section}.${name}`
  return (
    <ModalDialog
      presentation="popup"
      dismissable={false}
      onClose={() => {}}
      labelledBy={`${id}-title`}
      maxWidth={PRIVACY_LIMITS.dataTransferDialogWidthPx}
      className="fw-acknowledge-dialog"
    >
      <h2 id={`${id}-title`}>{t(key('title'))}</h2>
      <p>
        {t(key('line1'))} <a href={PRIVACY_PAGES.terms}>{t(key('terms'))}</a>
      </p>
      <p>
        {t(key('line2'))} <a href={PRIVACY_PAGES.notice}>{t(key('privacy'))}</a>
      </p>
      {props.failed && <p role="alert">{t('consent.banner.saveFailed')}</p>}
      <Button disabled={props.busy} onClick={props.onAcknowledge}>
        {t(key('acknowledge'))}
      </Button>
    </ModalDialog>
  )
}
