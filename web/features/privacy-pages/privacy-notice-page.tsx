import type { MouseEvent } from 'react'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PageFrame } from '../../routes/page-frame.tsx'
import { privacyManagePath } from '../consent/data-sharing/data-sharing-sync.ts'
import { LegalDocument } from '../legal-pages/legal-document.tsx'
import './privacy-messages.ts'
import './privacy-pages.css'

/**
 * /privacy: the privacy notice (content/legal, decision 096), with the California section (#ccpa) the
 * opt-out dialog links to; that section and the cookies section end with the way to the choices.
 */
export function PrivacyNoticePage() {
  const { t } = useTranslation()
  const bus = useEventBus()
  const state = useGlobalState()
  const manage = privacyManagePath(state.auth?.loggedInSession === true)
  const openChoices = (event: MouseEvent) => {
    if (bus.publish('privacy:open', { dialog: 'dataSharing' })) event.preventDefault()
  }
  const extras = {
    cookies: <ChoicesLink href={manage} label={t('privacyChoices.notice.manageLink')} />,
    ccpa: <ChoicesLink href={manage} label={t('privacyChoices.notice.openChoices')} onClick={openChoices} />,
  }
  return (
    <PageFrame pageId="privacy" values={{ brand: state.brandDisplayName }}>
      <LegalDocument document="privacy" extras={extras} />
    </PageFrame>
  )
}

/** The way from the notice to the privacy choices: the choices page, or its dialog where one opens. */
function ChoicesLink({
  href,
  label,
  onClick,
}: {
  href: string
  label: string
  onClick?: (e: MouseEvent) => void
}) {
  return (
    <p>
      <a href={href} onClick={onClick}>
        {label}
      </a>
    </p>
  )
}
