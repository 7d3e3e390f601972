import { Link } from 'react-router'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import './company-settings.css'

/** The sub-pages of company information, relative to the hub's base path. */
export const COMPANY_SUBPAGES = [
  { id: 'hubCompanyGeneral', path: '/company/general' },
  { id: 'hubCompanyEmailDomains', path: '/company/email-domains' },
  { id: 'hubCompanyOffices', path: '/company/offices' },
  { id: 'hubCompanyEntities', path: '/company/entities' },
  { id: 'hubCorporateMembershipAdd', path: '/company/corporate-membership/add' },
] as const

/** The company page's links to each settings page, with what each holds. */
export function CompanyOverview() {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  return (
    <nav aria-label={t('companySettings.overview.label')}>
      <ul className="fw-company-links">
        {COMPANY_SUBPAGES.map((page) => (
          <li key={page.id}>
            <Link to={`${base}${page.path}`}>{t(`pages.${page.id}.title`)}</Link>
            <p className="fw-field-hint">{t(`pages.${page.id}.about`)}</p>
          </li>
        ))}
      </ul>
    </nav>
  )
}
