import { type ReactNode, useId } from 'react'
import { requireDialogProps, type TSideNavDialogProps } from '../../../shared/chrome/side-nav-variant.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'

type Props = Partial<TSideNavDialogProps> & { children: ReactNode }

/**
 * The dialog variant (extra-small screens): the navigation in a full-screen modal. Without its properties
 * it raises the spec's error (section 5) instead of rendering a dialog nobody can close.
 */
export function SideNavDialog({ children, ...rest }: Props) {
  const { isOpen, onClose, title } = requireDialogProps(rest)
  const { t } = useTranslation()
  const headingId = useId()
  if (!isOpen) return null
  return (
    <ModalDialog
      presentation="fullscreen"
      onClose={onClose}
      labelledBy={headingId}
      className="fw-sidenav-dialog"
    >
      <div className="fw-sidenav-dialog-head">
        <h2 id={headingId}>{title}</h2>
        <Button variant="quiet" onClick={onClose}>
          {t('sideNav.close')}
        </Button>
      </div>
      <nav aria-labelledby={headingId}>{children}</nav>
    </ModalDialog>
  )
}
