import type { MouseEvent } from 'react'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/**
 * The country, currency, cookie and feedback entries (spec section 2). They publish on the page's bus;
 * the cookie and feedback entries are real links that are followed when nothing listens yet.
 */
export function SideNavEntries() {
  const { t } = useTranslation()
  const bus = useEventBus()
  const state = useGlobalState()
  const follow = (heard: boolean, event: MouseEvent) => {
    if (heard) event.preventDefault()
  }
  return (
    <ul className="fw-sidenav-entries" aria-label={t('sideNav.groups.settings')}>
      <li>
        <button
          type="button"
          className="fw-sidenav-link"
          onClick={() => bus.publish('picker:open', { picker: 'country' })}
        >
          <span className="fw-sidenav-label">
            {t('sideNav.entries.country', { country: state.pickers?.localeName ?? state.countryCode })}
          </span>
        </button>
      </li>
      <li>
        <button
          type="button"
          className="fw-sidenav-link"
          onClick={() => bus.publish('picker:open', { picker: 'currency' })}
        >
          <span className="fw-sidenav-label">
            {t('sideNav.entries.currency', { currency: state.pickers?.currencyName ?? state.currency })}
          </span>
        </button>
      </li>
      <li>
        <a
          href="/privacy/manage"
          className="fw-sidenav-link"
          onClick={(e) => follow(bus.publish('privacy:open', { dialog: 'cookieCategories' }), e)}
        >
          <span className="fw-sidenav-label">{t('sideNav.entries.cookies')}</span>
        </a>
      </li>
      <li>
        <a
          href="/help"
          className="fw-sidenav-link"
          onClick={(e) => follow(bus.publish('feedback:open', {}), e)}
        >
          <span className="fw-sidenav-label">{t('sideNav.entries.feedback')}</span>
        </a>
      </li>
    </ul>
  )
}
