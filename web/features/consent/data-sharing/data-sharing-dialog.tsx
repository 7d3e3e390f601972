import privacyChoicesMessages from 'virtual:fw-messages/section/privacyChoices'
import { PRIVACY_LIMITS } from '../../../../shared/privacy/privacy-contract.ts'
import { useEventBus, useGlobalState } from '../../../app/global-state.tsx'
import { addEnglishMessages } from '../../../i18n/create-i18n.ts'
import { useTranslation } from '../../../i18n/i18n-context.tsx'
import { Button } from '../../../ui/button.tsx'
import { ModalDialog } from '../../../ui/modal-dialog.tsx'
import type { TSurfaceProps } from '../consent-surface-props.ts'
import { DataSharingSwitch } from './data-sharing-switch.tsx'
import { browserDataSharingEnvironment, type DataSharingEnvironment } from './data-sharing-sync.ts'

addEnglishMessages(privacyChoicesMessages)

/**
 * The California opt-out dialog (spec section 2: max width 400, a switch, the link to /privacy#ccpa),
 * opened by the header's "Your privacy choices" link.
 */
export default function DataSharingDialog({
  store,
  onDone,
  env,
}: TSurfaceProps & { env?: DataSharingEnvironment }) {
  const { t } = useTranslation()
  const bus = useEventBus()
  const signedIn = useGlobalState().auth?.loggedInSession === true
  return (
    <ModalDialog
      presentation="popup"
      onClose={onDone}
      labelledBy="fw-data-sharing-title"
      maxWidth={PRIVACY_LIMITS.dataSharingDialogMaxWidthPx}
      className="fw-data-sharing-dialog"
    >
      <h2 id="fw-data-sharing-title">{t('privacyChoices.dataSharing.title')}</h2>
      <DataSharingSwitch
        env={env ?? browserDataSharingEnvironment()}
        store={store}
        bus={bus}
        signedIn={signedIn}
        autoFocus
      />
      <div className="fw-dialog-actions">
        <Button onClick={onDone}>{t('privacyChoices.dataSharing.close')}</Button>
      </div>
    </ModalDialog>
  )
}
