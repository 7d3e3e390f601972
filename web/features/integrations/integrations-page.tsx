import { Link } from 'react-router'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { PayRoot } from '../payment-options/pay-root.tsx'
import { INTEGRATION_SECTIONS } from './integration-sections.ts'

/** /business/integrations (decision 057): each registered integration's card, and the SSO page's link. */
export function IntegrationsPage() {
  const { t } = useTranslation()
  const base = useGlobalState().businessBasePath
  return (
    <PayRoot pageId="hubIntegrations">
      <div className="fw-company-list">
        {INTEGRATION_SECTIONS.map(({ key, View }) => (
          <View key={key} />
        ))}
        <section className="fw-company-item" aria-labelledby="fw-integrations-sso">
          <h2 id="fw-integrations-sso">{t('payFields.integrations.ssoTitle')}</h2>
          <p>{t('payFields.integrations.ssoAbout')}</p>
          <Link to={`${base}/integrations/sso`}>{t('payFields.integrations.ssoLink')}</Link>
        </section>
      </div>
    </PayRoot>
  )
}
