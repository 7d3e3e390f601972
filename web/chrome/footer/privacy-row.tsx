import type { MouseEvent } from 'react'
import type { TFooterLink } from '../../../shared/chrome/footer-schemas.ts'
import type { TAppEvents } from '../../../shared/event-bus.ts'
import { PRIVACY_PAGES } from '../../../shared/privacy/privacy-contract.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { FooterLink } from './footer-link.tsx'

type TPrivacyDialog = TAppEvents['privacy:open']['dialog']

/** Spec section 6: signed-in visitors manage privacy in their account, others on the privacy page. */
export function managePrivacyPath(signedIn: boolean): string {
  return signedIn ? '/profile/account' : '/privacy/manage'
}

/**
 * © year and brand, the consent-management and cookie-settings links, the server's privacy links and
 * the manage-privacy link. The two dialog links are real links (they work before and without JS); with
 * JS they ask the privacy dialogs to open, and stay on the page when one answers.
 */
export function PrivacyRow({ links }: { links: readonly TFooterLink[] }) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const manage = managePrivacyPath(state.auth?.loggedInSession === true)
  // The privacy dialogs take over when they listen; until then the link simply goes to the privacy page.
  const open = (dialog: TPrivacyDialog) => (event: MouseEvent) => {
    if (bus.publish('privacy:open', { dialog })) event.preventDefault()
  }
  return (
    <div className="fw-footer-privacy">
      <p className="fw-footer-copyright">
        {t('footer.copyright', { year: new Date().getFullYear(), brand: state.brandDisplayName })}
      </p>
      <ul className="fw-footer-list fw-footer-inline-list" aria-label={t('footer.privacyLinks')}>
        <li>
          <a href={manage} onClick={open('consentManagement')}>
            {t('footer.consentManagement')}
          </a>
        </li>
        <li>
          <a href={manage} onClick={open('cookieCategories')}>
            {t('footer.cookieSettings')}
          </a>
        </li>
        <li>
          {/* California's opt-out (CPRA) at every width; the header repeats it where it fits. */}
          <a href={PRIVACY_PAGES.ccpa} onClick={open('dataSharing')}>
            {t('footer.dataSharing')}
          </a>
        </li>
        {links.map((link) => (
          <li key={link.url}>
            <FooterLink link={link} />
          </li>
        ))}
        <li>
          <a href={manage}>{t('footer.managePrivacy')}</a>
        </li>
      </ul>
    </div>
  )
}
