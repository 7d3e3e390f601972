import { Button, Heading } from 'react-aria-components'
import { BREAKPOINTS } from '../../../shared/constants.ts'
import { addEnglishMessages } from '../../i18n/create-i18n.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { useMinWidth } from '../../ui/media-query.ts'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { PopoverDialog } from '../../ui/popover-dialog.tsx'
import type { AccountMenuProps } from './account-menu-props.ts'
import { AccountPanel } from './account-panel.tsx'
import './account-menu.css'
import accountMenuMessages from 'virtual:fw-messages/section/accountMenu'

addEnglishMessages(accountMenuMessages)

/** The account menu: a dropdown under its button on wide screens, a full-screen dialog below ML. */
export function AccountMenu({ triggerRef, onClose }: AccountMenuProps) {
  const { t } = useTranslation()
  const wide = useMinWidth(BREAKPOINTS.ml)
  if (wide) {
    return (
      <PopoverDialog triggerRef={triggerRef} onClose={onClose} label={t('accountMenu.label')}>
        <AccountPanel onClose={onClose} />
      </PopoverDialog>
    )
  }
  return (
    <ModalDialog presentation="fullscreen" onClose={onClose}>
      <div className="fw-account-bar">
        <Heading slot="title" level={2} className="fw-account-title">
          {t('accountMenu.label')}
        </Heading>
        <Button slot="close" className="fw-dialog-close" aria-label={t('accountMenu.close')}>
          <span aria-hidden="true">×</span>
        </Button>
      </div>
      <AccountPanel onClose={onClose} />
    </ModalDialog>
  )
}
