import type { MouseEvent } from 'react'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { privacyManagePath } from '../consent/data-sharing/data-sharing-sync.ts'
import './privacy-messages.ts'
import './privacy-pages.css'

const RIGHTS = ['rightKnow', 'rightDelete', 'rightOptOut', 'rightNoDiscrimination'] as const

/** /privacy: the privacy notice, with the California section (#ccpa) the opt-out dialog links to. */
export function PrivacyNoticePage() {
  const { t } = useTranslation()
  const bus = useEventBus()
  const manage = privacyManagePath(useGlobalState().auth?.loggedInSession === true)
  const openChoices = (event: MouseEvent) => {
    if (bus.publish('privacy:open', { dialog: 'dataSharing' })) event.preventDefault()
  }
  const n = (key: string) => t(`privacyChoices.notice.${key}`)
  return (
    <article className="fw-page fw-privacy-notice" aria-labelledby="fw-page-title">
      <h1 id="fw-page-title">{t('pages.privacy.title')}</h1>
      <p className="fw-page-about">{n('intro')}</p>
      <section aria-labelledby="privacy-collect">
        <h2 id="privacy-collect">{n('collectTitle')}</h2>
        <p>{n('collectBody')}</p>
      </section>
      <section aria-labelledby="privacy-use">
        <h2 id="privacy-use">{n('useTitle')}</h2>
        <p>{n('useBody')}</p>
      </section>
      <section aria-labelledby="privacy-choices">
        <h2 id="privacy-choices">{n('choicesTitle')}</h2>
        <p>{n('choicesBody')}</p>
        <p>
          <a href={manage}>{n('manageLink')}</a>
        </p>
      </section>
      <section id="ccpa" aria-labelledby="privacy-ccpa">
        <h2 id="privacy-ccpa">{n('ccpaTitle')}</h2>
        <p>{n('ccpaBody')}</p>
        <ul>
          {RIGHTS.map((key) => (
            <li key={key}>{n(key)}</li>
          ))}
        </ul>
        <h3 id="gpc">{n('gpcTitle')}</h3>
        <p>{n('gpcBody')}</p>
        <p>
          <a href={manage} onClick={openChoices}>
            {n('openChoices')}
          </a>
        </p>
      </section>
    </article>
  )
}
