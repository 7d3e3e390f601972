const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',')

/** The elements Tab can reach inside `root`, in document order (hidden ones left out). */
export function tabbableIn(root: Element | null): HTMLElement[] {
  if (!root) return []
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => !el.hidden && !el.closest('[inert],[hidden]') && el.getAttribute('aria-hidden') !== 'true',
  )
}
