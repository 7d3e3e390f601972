import './csp-nonce.ts'
import type { ReactNode, RefObject } from 'react'
import { Dialog, Popover } from 'react-aria-components'
import './ui.css'

interface Props {
  /** The element it hangs from: a server-rendered button, not a React Aria trigger. */
  triggerRef: RefObject<Element | null>
  onClose(): void
  label: string
  className?: string
  children: ReactNode
}

/** A dropdown panel under its trigger; Escape and a click outside close it and focus goes back. */
export function PopoverDialog({ triggerRef, onClose, label, className, children }: Props) {
  return (
    <Popover
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      triggerRef={triggerRef}
      placement="bottom end"
      className="fw-popover"
    >
      <Dialog aria-label={label} className={`fw-dialog${className ? ` ${className}` : ''}`}>
        {children}
      </Dialog>
    </Popover>
  )
}
