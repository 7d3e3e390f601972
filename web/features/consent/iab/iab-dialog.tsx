import iabMessages from 'virtual:fw-messages/section/consentIab'
import { useEffect, useState } from 'react'
import { addEnglishMessages } from '../../../i18n/create-i18n.ts'
import type { TIabDialogProps } from '../consent-surface-props.ts'
import { startPageCmp } from './cmp-start.ts'
import { type IabApi, pageIabApi } from './iab-api.ts'
import { IabDialogView } from './iab-dialog-view.tsx'
import './iab-dialog.css'

addEnglishMessages(iabMessages)

/** The IAB dialog as the consent host shows it: with the page's API client and the page's CMP. */
export default function IabDialog(props: TIabDialogProps) {
  const [api, setApi] = useState<IabApi | null>(null)
  useEffect(() => {
    let live = true
    void pageIabApi().then((a) => live && setApi(a))
    return () => {
      live = false
    }
  }, [])
  if (!api) return null
  return (
    <IabDialogView
      {...props}
      api={api}
      cmp={() => startPageCmp(props.privacy, props.store)}
      newConsentId={() => crypto.randomUUID()}
    />
  )
}
