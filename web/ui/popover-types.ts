import type { ReactNode, RefObject } from 'react'
import type { TPopoverPlacement, TPopoverSize } from '../../shared/chrome/popover-constants.ts'

export type TPopoverCloseReason = 'escape' | 'outside' | 'toggle' | 'tab' | 'controlled'

/** What the panel (the lazily loaded part) needs from the shell. */
export interface PopoverPanelProps {
  id: string
  label: string
  handleRef: RefObject<HTMLElement | null>
  placement: TPopoverPlacement
  offset: number
  size: TPopoverSize
  maxHeight?: number
  /** 'entering' and 'exiting' while the 200 ms animation runs. */
  phase: 'entering' | 'open' | 'exiting'
  className?: string
  onClose(reason: TPopoverCloseReason): void
  children: ReactNode
}
