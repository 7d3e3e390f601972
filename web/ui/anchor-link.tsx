import type { MouseEvent, ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { revealTarget } from './scroll-to.ts'

/**
 * A link to a part of this page (`#id`): a plain anchor before hydration; then the page scrolls to the part
 * the spec's way (offset, 300 ms) and the keyboard moves with it.
 */
export function AnchorLink({ to, children }: { to: string; children: ReactNode }) {
  const navigate = useNavigate()
  const { pathname, search } = useLocation()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = document.getElementById(to)
    if (!target) return
    event.preventDefault()
    void navigate({ pathname, search, hash: `#${to}` }, { preventScrollReset: true })
    revealTarget(target)
  }
  return (
    <a href={`#${to}`} onClick={onClick}>
      {children}
    </a>
  )
}
