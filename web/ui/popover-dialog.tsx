import './csp-nonce.ts'
import type { ReactNode, RefObject } from 'react'
import { Dialog, Popover } from 'react-aria-components'
import './ui.css'

interface Props {
  /** The element it hangs from: a server-rendered button, not a React Aria trigger. */
  triggerRef: RefObject<Element | null>
  onClose(): void
  /** The id of the heading that names the dialog, or a label when there is none. */
  labelledBy?: string
  label?: string
  /** The panel's own class in place of fw-popover (a picker's panel is drawn otherwise). */
  popoverClassName?: string
  /** React Aria sets the height it measured inline: its own cap is the way to a smaller one. */
  maxHeight?: number
  className?: string
  children: ReactNode
}

/** A dropdown panel under its trigger; Escape and a click outside close it and focus goes back. */
export function PopoverDialog({
  triggerRef,
  onClose,
  labelledBy,
  label,
  popoverClassName = 'fw-popover',
  maxHeight,
  className,
  children,
}: Props) {
  return (
    <Popover
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      triggerRef={triggerRef}
      placement="bottom end"
      className={popoverClassName}
      {...(maxHeight ? { maxHeight } : {})}
    >
      <Dialog
        aria-labelledby={labelledBy}
        aria-label={label}
        className={`fw-dialog${className ? ` ${className}` : ''}`}
      >
        {children}
      </Dialog>
    </Popover>
  )
}
