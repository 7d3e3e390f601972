import type { ReactNode } from 'react'
import './scroll-region.css'

/**
 * A wide thing (a table) that scrolls sideways inside its own box on narrow screens instead of widening
 * the page (issue 30). It is a named region in the tab order, so keyboard users can scroll it too
 * (axe's scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A section with a name is a region.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus to be scrolled by keyboard
    <section className="fw-scroll-region" aria-label={label} tabIndex={0}>
      {children}
    </section>
  )
}
