import { useState } from 'react'
import { CONSENT_VERSIONS } from '../../../../shared/privacy/privacy-contract.ts'
import type { TSurfaceProps } from '../consent-surface-props.ts'
import { type MetaCookieQueue, pageMetaCookieQueue } from '../meta-cookie-queue.ts'
import { AcknowledgeDialog } from './acknowledge-dialog.tsx'

/**
 * The data-transfer disclaimer (decision 031): acknowledging writes its meta cookie with the text version
 * shown (the server records it). Should the write fail (logged by the queue), the dialog still leaves this
 * page, and, nothing being stored, it is due again on the next one.
 */
export default function DataTransferDialog(props: TSurfaceProps & { queue?: MetaCookieQueue }) {
  const [busy, setBusy] = useState(false)
  if (!props.active) return null
  const acknowledge = async () => {
    setBusy(true)
    const saved = await (props.queue ?? pageMetaCookieQueue()).set(
      'HIDE_DATA_TRANSFER_DISCLAIMER',
      CONSENT_VERSIONS.dataTransferText,
    )
    if (saved) props.store.update({ dataTransferPending: false })
    props.onDone()
  }
  return (
    <AcknowledgeDialog
      section="dataTransfer"
      busy={busy}
      failed={false}
      onAcknowledge={() => void acknowledge()}
    />
  )
}
