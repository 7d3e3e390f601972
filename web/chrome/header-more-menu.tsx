import { type RefObject, useEffect, useRef } from 'react'
import { useLinkHref } from '../app/global-state.tsx'
import { MenuLink, MenuList } from '../ui/menu.tsx'
import { PopoverDialog } from '../ui/popover-dialog.tsx'
import type { HeaderLink } from './header-fit.ts'

export interface HeaderMoreMenuProps {
  triggerRef: RefObject<HTMLButtonElement | null>
  label: string
  links: HeaderLink[]
  onClose(): void
}

/**
 * The header links that did not fit, under the "More" button: arrow keys move, Enter follows, Escape
 * and a click outside close it and focus goes back to the button. Its own chunk, with React Aria.
 */
export function HeaderMoreMenu({ triggerRef, label, links, onClose }: HeaderMoreMenuProps) {
  const ref = useRef<HTMLDivElement>(null)
  const href = useLinkHref()
  useFirstItemFocused(ref)
  return (
    <PopoverDialog triggerRef={triggerRef} onClose={onClose} label={label}>
      <div ref={ref}>
        <MenuList label={label} autoFocus onAction={onClose}>
          {links.map((link) => (
            <MenuLink key={link.id} id={link.id} href={href(link.href)}>
              {link.label}
            </MenuLink>
          ))}
        </MenuList>
      </div>
    </PopoverDialog>
  )
}

/**
 * React Aria builds a menu's items after its first render; when its autofocus runs before that, the
 * menu itself keeps the focus and keyboard users start on nothing (seen in the journey about one time
 * in three). So once the items are there, the first one takes the focus the menu was given.
 */
function useFirstItemFocused(ref: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const settle = () => {
      const active = document.activeElement
      if (!(active instanceof HTMLElement) || !box.contains(active)) return
      if (active.getAttribute('role') !== 'menu') return
      active.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    }
    const observer = new MutationObserver(settle)
    observer.observe(box, { childList: true, subtree: true })
    box.addEventListener('focusin', settle)
    settle()
    return () => {
      observer.disconnect()
      box.removeEventListener('focusin', settle)
    }
  }, [ref])
}
