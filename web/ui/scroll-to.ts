import { SCROLL_ANIMATION_MS, SCROLL_OFFSET_PX } from '../../shared/chrome/motion-constants.ts'

/** The header stays at the viewport's top (sticky or fixed), so a target must clear it (decision 099). */
export function headerSticks(doc: Document = document): boolean {
  const header = doc.querySelector('.fw-header')
  const position = header ? getComputedStyle(header).position : ''
  return position === 'sticky' || position === 'fixed'
}

/** How far below the viewport's top a scrolled-to target lands: 20 px, or 80 px under a standing header. */
export function scrollOffset(doc: Document = document): number {
  return headerSticks(doc) ? SCROLL_OFFSET_PX.stickyHeader : SCROLL_OFFSET_PX.default
}

function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
}

const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2)
let stopRunning: (() => void) | null = null

/**
 * Scrolls the page so that `target` sits the offset below the viewport's top: over 300 ms, or at once when
 * reduced motion is preferred. A newer scroll, a wheel or a touch by the visitor ends a running one.
 */
export function scrollToTarget(target: Element): void {
  stopRunning?.()
  const from = window.scrollY
  const to = Math.max(0, Math.round(from + target.getBoundingClientRect().top - scrollOffset()))
  if (to === from) return
  if (reducedMotion()) {
    window.scrollTo({ top: to, behavior: 'instant' })
    return
  }
  let start: number | null = null
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('wheel', stop)
    window.removeEventListener('touchstart', stop)
    stopRunning = null
  }
  const step = (now: number) => {
    start ??= now
    const t = Math.min(1, (now - start) / SCROLL_ANIMATION_MS)
    window.scrollTo({ top: Math.round(from + (to - from) * easeInOut(t)), behavior: 'instant' })
    if (t < 1) frame = requestAnimationFrame(step)
    else stop()
  }
  window.addEventListener('wheel', stop, { passive: true })
  window.addEventListener('touchstart', stop, { passive: true })
  stopRunning = stop
  frame = requestAnimationFrame(step)
}

/** Takes the keyboard to `target` without the browser's own jump, then scrolls to it. */
export function revealTarget(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus({ preventScroll: true })
  scrollToTarget(target)
}
