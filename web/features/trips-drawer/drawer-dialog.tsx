import type { ReactNode, RefObject } from 'react'
import { Button, Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { PopoverDialog } from '../../ui/popover-dialog.tsx'

interface Props {
  triggerRef: RefObject<Element | null>
  onClose(): void
  children: ReactNode
}

/**
 * The open drawer: a dropdown under its toggle from ML up, a full-screen dialog below (as the account menu).
 * Its own chunk, so React Aria loads when the drawer first opens, not with every signed-in page.
 */
export function DrawerDialog({ triggerRef, onClose, children }: Props) {
  const { t } = useTranslation()
  const wide = useMinWidth(BREAKPOINTS.ml)
  if (wide) {
    return (
      <PopoverDialog
        triggerRef={triggerRef}
        onClose={onClose}
        label={t('tripsDrawer.label')}
        className="fw-trips-dialog"
      >
        {children}
      </PopoverDialog>
    )
  }
  return (
    <ModalDialog
      presentation="fullscreen"
      onClose={onClose}
      label={t('tripsDrawer.label')}
      className="fw-trips-dialog"
    >
      <div className="fw-trips-bar">
        <Heading slot="title" level={2}>
          {t('tripsDrawer.label')}
        </Heading>
        <Button slot="close" className="fw-trips-close" aria-label={t('tripsDrawer.close')}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      {children}
    </ModalDialog>
  )
}
