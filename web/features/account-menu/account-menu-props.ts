import type { RefObject } from 'react'

/** What the header's button gives the lazily loaded menu. */
export interface AccountMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>
  onClose(): void
}
