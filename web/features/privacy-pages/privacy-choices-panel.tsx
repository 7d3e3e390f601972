import { useState, useSyncExternalStore } from 'react'
import { consentSummary } from '../../../shared/privacy/consent-state.ts'
import { CONSENT_CATEGORIES } from '../../../shared/privacy/privacy-contract.ts'
import { useEventBus, useGlobalState } from '../../app/global-state.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { type ConsentStore, consentStoreFor } from '../consent/consent-store.ts'
import { DataSharingSwitch } from '../consent/data-sharing/data-sharing-switch.tsx'
import {
  browserDataSharingEnvironment,
  type DataSharingEnvironment,
} from '../consent/data-sharing/data-sharing-sync.ts'
import './privacy-messages.ts'
import { Button } from '../../ui/button.tsx'
import './privacy-pages.css'

/**
 * The privacy management block (spec sections 2 and 6): the consent summary, buttons that reopen the cookie
 * settings and the consent-management dialog, and the California opt-out switch. /privacy/manage shows it
 * to signed-out visitors, the account page to signed-in ones. `headingLevel` fits it under the page's
 * headings.
 */
export function PrivacyChoicesPanel({
  headingLevel,
  env,
  store: givenStore,
}: {
  headingLevel: 2 | 3
  env?: DataSharingEnvironment
  store?: ConsentStore
}) {
  const { t } = useTranslation()
  const state = useGlobalState()
  const bus = useEventBus()
  const store = givenStore ?? consentStoreFor(state.privacy)
  const snapshot = useSyncExternalStore(store.subscribe, store.get, store.get)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  // California's "selling and sharing" opt-out is for visitors under its notice (issue 27 item 3): shown
  // there, to anyone who already opted out, and to others who ask for California's notice.
  const [californiaAsked, setCaliforniaAsked] = useState(false)
  const showSharing =
    californiaAsked || state.privacy?.regulation === 'ccpa' || snapshot.allowDataSharing === false
  const summary = consentSummary(snapshot.acceptedCategories)
  const inUse = CONSENT_CATEGORIES.filter((c) => snapshot.acceptedCategories.includes(c))
    .map((c) => t(`privacyChoices.manage.category.${c}`))
    .join(', ')
  return (
    <div className="fw-privacy-choices">
      <section aria-labelledby="fw-privacy-summary-title">
        <Heading id="fw-privacy-summary-title">{t('privacyChoices.manage.summaryTitle')}</Heading>
        <p data-summary={summary}>{t(`privacyChoices.manage.summary.${summary}`)}</p>
        <p>{t('privacyChoices.manage.categories', { list: inUse })}</p>
        <div className="fw-privacy-actions">
          <Button
            variant="secondary"
            onClick={() => bus.publish('privacy:open', { dialog: 'cookieCategories' })}
          >
            {t('privacyChoices.manage.cookieSettings')}
          </Button>
          <Button
            variant="secondary"
            onClick={() => bus.publish('privacy:open', { dialog: 'consentManagement' })}
          >
            {t('privacyChoices.manage.consentManagement')}
          </Button>
        </div>
      </section>
      {showSharing ? (
        <section aria-labelledby="fw-privacy-sharing-title">
          <Heading id="fw-privacy-sharing-title">{t('privacyChoices.manage.dataSharingTitle')}</Heading>
          <DataSharingSwitch
            env={env ?? browserDataSharingEnvironment()}
            store={store}
            bus={bus}
            signedIn={state.auth?.loggedInSession === true}
          />
        </section>
      ) : (
        <p>
          <Button variant="secondary" onClick={() => setCaliforniaAsked(true)}>
            {t('privacyChoices.manage.showCalifornia')}
          </Button>
        </p>
      )}
    </div>
  )
}
