import { Switch } from 'react-aria-components'
import type { EventBus } from '../../../../shared/event-bus.ts'
import { PRIVACY_PAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import type { ConsentStore } from '../consent-store.ts'
import type { DataSharingEnvironment } from './data-sharing-sync.ts'
import { useDataSharing } from './use-data-sharing.ts'
import './data-sharing.css'

interface Props {
  env: DataSharingEnvironment
  store: ConsentStore
  bus: EventBus
  signedIn: boolean
  /** Puts focus on the switch (the dialog's first control). */
  autoFocus?: boolean
}

/** The California opt-out switch with its explanation link; the dialog and the privacy pages show it. */
export function DataSharingSwitch({ env, store, bus, signedIn, autoFocus }: Props) {
  const { t } = useTranslation()
  const view = useDataSharing(env, store, bus, signedIn)
  return (
    <div className="fw-data-sharing">
      <p>{t('privacyChoices.dataSharing.about')}</p>
      <Switch
        className="fw-switch"
        isSelected={view.optedOut}
        isDisabled={view.locked}
        onChange={view.setOptedOut}
        autoFocus={autoFocus}
        aria-describedby={view.gpc ? 'fw-data-sharing-gpc' : undefined}
      >
        <span className="fw-switch-track" aria-hidden="true">
          <span className="fw-switch-thumb" />
        </span>
        {t('privacyChoices.dataSharing.switch')}
      </Switch>
      <p className="fw-data-sharing-status" role="status">
        {view.loading
          ? ''
          : t(view.optedOut ? 'privacyChoices.dataSharing.optedOut' : 'privacyChoices.dataSharing.sharing')}
      </p>
      {view.gpc ? (
        <p id="fw-data-sharing-gpc" className="fw-data-sharing-gpc">
          {t('privacyChoices.dataSharing.gpcHonoured')}
        </p>
      ) : null}
      <a href={PRIVACY_PAGES.ccpa}>{t('privacyChoices.dataSharing.learnMore')}</a>
    </div>
  )
}
