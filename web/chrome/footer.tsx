import { Link } from 'react-router'
import { useGlobalState } from '../app/global-state.tsx'
import { useTranslation } from '../i18n/i18n-context.tsx'
import { Logo } from './logo.tsx'

export function Footer() {
  const { t } = useTranslation()
  const state = useGlobalState()
  const year = new Date().getFullYear()
  return (
    <footer className="fw-footer">
      <div className="fw-footer-inner">
        <Logo brand={state.brand} inverted />
        <nav aria-label={t('chrome.footer.navLabel')}>
          <ul className="fw-footer-links">
            <li>
              <Link to="/help">{t('chrome.footer.help')}</Link>
            </li>
            <li>
              <Link to="/business">{t('chrome.footer.business')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('chrome.footer.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms-of-use">{t('chrome.footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <p className="fw-footer-legal">
          {t('chrome.footer.copyright', { year, brand: state.brandDisplayName })}
        </p>
      </div>
    </footer>
  )
}
