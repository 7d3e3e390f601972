import { useState } from 'react'
import { CONSENT_VERSIONS, PRIVACY_LOG_MESSAGES } from '../../../../shared/privacy/privacy-contract.ts'
import { logError } from '../../../app/logger.ts'
import { type ConsentApi, pageConsentApi } from '../consent-api.ts'
import type { TSurfaceProps } from '../consent-surface-props.ts'
import { newConsentId, saveWithRetry } from '../save-with-retry.ts'
import { AcknowledgeDialog } from './acknowledge-dialog.tsx'

export interface TTwoPartyEnv {
  api: Pick<ConsentApi, 'acknowledgeTwoParty'>
  log: typeof logError
  wait?: (ms: number) => Promise<void>
}

/**
 * Two-party consent (Korea's PIPA, decision 031): the text version shown is sent and recorded. It stays
 * until the acknowledgement is on record; a failure says so and the button may be pressed again.
 */
export default function TwoPartyDialog(props: TSurfaceProps & { env?: TTwoPartyEnv }) {
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!props.active) return null
  const acknowledge = async () => {
    const env = props.env ?? { api: pageConsentApi(), log: logError }
    setBusy(true)
    setFailed(false)
    const consentId = newConsentId()
    try {
      await saveWithRetry(
        () => env.api.acknowledgeTwoParty(CONSENT_VERSIONS.twoPartyText, consentId),
        env.wait,
      )
      props.store.update({ twoPartyPending: false })
      props.onDone()
    } catch (error) {
      env.log(error, { message: PRIVACY_LOG_MESSAGES.consentSave, consentId })
      setFailed(true)
      setBusy(false)
    }
  }
  return (
    <AcknowledgeDialog
      section="twoParty"
      busy={busy}
      failed={failed}
      onAcknowledge={() => void acknowledge()}
    />
  )
}
