import type { ReactNode } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { DialogFrame } from '../../ui/dialog-frame.tsx'

/** A trips page dialog with nothing to send: what it says or lists, then Close. */
export function CloseOnlyDialog({
  title,
  onClose,
  children,
}: {
  title: string
  onClose(): void
  children: ReactNode
}) {
  const { t } = useTranslation()
  return (
    <DialogFrame title={title} onClose={onClose} narrow="fullscreen" className="fw-trip-dialog">
      {children}
      <div className="fw-trip-dialog-actions">
        <Button variant="secondary" onClick={onClose}>
          {t('tripsPage.dialog.close')}
        </Button>
      </div>
    </DialogFrame>
  )
}
