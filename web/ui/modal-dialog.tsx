import './csp-nonce.ts'
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react'
import { Dialog, Modal, ModalOverlay } from 'react-aria-components'
import { returnFocus } from './focus-return.ts'
import './ui.css'

export type TModalPresentation = 'popup' | 'sheet' | 'fullscreen'

interface Props {
  /** popup: centred; sheet: from the bottom (narrow screens); fullscreen: the whole screen. */
  presentation: TModalPresentation
  onClose(): void
  /** The id of the heading that names the dialog, or a label when there is none. */
  labelledBy?: string
  label?: string
  maxWidth?: number
  /** false: neither Escape nor a click outside closes it; only its own buttons do (acknowledgements). */
  dismissable?: boolean
  className?: string
  children: ReactNode
}

/** Registers the element focused as the dialog opens (read on the first render, before React Aria moves focus in). */
function useFocusReturn() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement))
  useEffect(
    () => () => {
      // React Aria gives focus back a frame later when its opener is still there; this only picks it up
      // where that left it on the body (opened from the bus, or from a menu that has since closed).
      requestAnimationFrame(() => {
        if (!document.activeElement || document.activeElement === document.body) returnFocus(opener)
      })
    },
    [opener],
  )
}

/**
 * A modal dialog (focus kept inside, Escape and a click outside close it unless not dismissable, focus returns
 * after).
 */
export function ModalDialog({
  presentation,
  onClose,
  labelledBy,
  label,
  maxWidth,
  dismissable = true,
  className,
  children,
}: Props) {
  useFocusReturn()
  const style = maxWidth ? ({ '--fw-modal-max-width': `${maxWidth}px` } as CSSProperties) : undefined
  return (
    <ModalOverlay
      isOpen
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      className={`fw-overlay fw-overlay--${presentation}`}
    >
      <Modal className={`fw-modal fw-modal--${presentation}`} style={style}>
        <Dialog
          aria-labelledby={labelledBy}
          aria-label={labelledBy ? undefined : label}
          className={`fw-dialog${className ? ` ${className}` : ''}`}
        >
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
