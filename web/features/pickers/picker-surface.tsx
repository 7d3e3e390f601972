import { type ReactNode, useId } from 'react'
import { Button, Heading } from 'react-aria-components'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ModalDialog } from '../../ui/modal-dialog.tsx'
import { PopoverDialog } from '../../ui/popover-dialog.tsx'
import type { TPickerPresentation } from './picker-environment.ts'
import './pickers.css'

interface Props {
  presentation: TPickerPresentation
  triggerRef: React.RefObject<HTMLElement | null>
  title: string
  onClose(): void
  /** Dialog max width below ML (spec section 9: 640 for the country picker). */
  maxWidth: number
  /** Dropdown max height (spec section 9: 500 for the currency picker). */
  maxHeight?: number
  className: string
  children: ReactNode
}

function CloseIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" />
    </svg>
  )
}

function PickerHead({ titleId, title, onClose }: { titleId: string; title: string; onClose(): void }) {
  const { t } = useTranslation()
  return (
    <div className="fw-picker-head">
      <Heading slot="title" id={titleId} className="fw-picker-title">
        {title}
      </Heading>
      <Button className="fw-picker-close" aria-label={t('pickers.close')} onPress={onClose}>
        <CloseIcon />
      </Button>
    </div>
  )
}

/** A picker's frame: a dropdown under its trigger at ML and wider, a sheet or a full-screen dialog below. */
export function PickerSurface({
  presentation,
  triggerRef,
  title,
  onClose,
  maxWidth,
  maxHeight,
  className,
  children,
}: Props) {
  const titleId = useId()
  return presentation === 'dropdown' ? (
    <PopoverDialog
      triggerRef={triggerRef}
      onClose={onClose}
      labelledBy={titleId}
      popoverClassName={`fw-picker-popover ${className}`}
      maxHeight={maxHeight}
      className="fw-picker-dialog"
    >
      <PickerHead titleId={titleId} title={title} onClose={onClose} />
      {children}
    </PopoverDialog>
  ) : (
    <ModalDialog
      presentation={presentation}
      onClose={onClose}
      labelledBy={titleId}
      maxWidth={maxWidth}
      className={`fw-picker-dialog ${className}`}
    >
      <PickerHead titleId={titleId} title={title} onClose={onClose} />
      {children}
    </ModalDialog>
  )
}
