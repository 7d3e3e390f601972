import { Link } from 'react-router'
import { adminPageByKey } from '../../../shared/business/admin-pages.ts'
import { hubViewerOf, pageRefusalReason } from '../../../shared/business/hub-visibility.ts'
import { useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { pageText } from '../business-hub/page-text.ts'
import { RefusalExplanation } from '../business-hub/refusal-explanation.tsx'
import { PayRoot } from '../payment-options/pay-root.tsx'
import { INTEGRATION_SECTIONS } from './integration-sections.ts'
import '../../ui/card-list.css'

/** /business/integrations (decision 057): each registered integration's card, and the SSO page's link. */
export function IntegrationsPage() {
  const { t } = useTranslation()
  const { businessBasePath: base, auth } = useGlobalState()
  // A link only where the viewer may go; otherwise why not, and who can change it (issue 30).
  const sso = adminPageByKey('integrationsSso')
  const viewer = hubViewerOf(auth)
  const refusal = sso && viewer ? pageRefusalReason(sso, viewer) : null
  return (
    <PayRoot pageId="hubIntegrations">
      <div className="fw-card-list">
        {INTEGRATION_SECTIONS.map(({ key, View }) => (
          <View key={key} />
        ))}
        <section className="fw-card" aria-labelledby="fw-integrations-sso">
          <h2 id="fw-integrations-sso">{t('payFields.integrations.ssoTitle')}</h2>
          <p>{t('payFields.integrations.ssoAbout')}</p>
          {sso && refusal ? (
            <RefusalExplanation reason={refusal} page={sso} pageTitle={pageText(t, sso, sso.titleKey)} />
          ) : (
            <Link to={`${base}${sso?.url ?? '/integrations/sso'}`}>
              {t('payFields.integrations.ssoLink')}
            </Link>
          )}
        </section>
      </div>
    </PayRoot>
  )
}
