import type { KeyboardEvent } from 'react'

/**
 * A search box's panel (a `details`: it works without JavaScript) closes on Escape, as the box's
 * other popups do, and its summary keeps the focus so that the visitor is where they opened it.
 */
export function closeOnEscape(event: KeyboardEvent<HTMLDetailsElement>): void {
  const panel = event.currentTarget
  if (event.key !== 'Escape' || !panel.open) return
  event.stopPropagation()
  panel.open = false
  panel.querySelector('summary')?.focus()
}
