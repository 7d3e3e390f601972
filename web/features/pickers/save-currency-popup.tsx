import { useState } from 'react'
import { Button, Heading } from 'react-aria-components'
import { PICKER_LIMITS } from '../../../shared/pickers/picker-contract.ts'
import type { TCurrency } from '../../../shared/pickers/picker-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'

type TAnswer = () => Promise<unknown> | undefined

interface Props {
  currency: TCurrency
  /** Yes: keep it for future visits. */
  onYes: TAnswer
  /** No: this session only. */
  onNo: TAnswer
  onClose(): void
}

/** Spec section 2: the save-currency popup (max width 360) with a title, a yes and a no button. */
export function SaveCurrencyPopup({ currency, onYes, onNo, onClose }: Props) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const run = (action: TAnswer) => {
    setBusy(true)
    Promise.resolve(action()).finally(() => setBusy(false))
  }
  return (
    <ModalDialog presentation="popup" onClose={onClose} maxWidth={PICKER_LIMITS.currencyPopupMaxWidth}>
      <Heading slot="title" className="fw-picker-save-title">
        {t('pickers.save.title', { currency: currency.displayName })}
      </Heading>
      <div className="fw-picker-save-actions">
        <Button className="fw-button" autoFocus isDisabled={busy} onPress={() => run(onYes)}>
          {t('pickers.save.yes')}
        </Button>
        <Button className="fw-button fw-button--secondary" isDisabled={busy} onPress={() => run(onNo)}>
          {t('pickers.save.no')}
        </Button>
      </div>
    </ModalDialog>
  )
}
