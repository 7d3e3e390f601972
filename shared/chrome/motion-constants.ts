/**
 * Motion and focus constants of the chrome (accounts-header-business.md section 9): tooltips, scrolling to
 * a target, and the focus modality's throttle (decision 099).
 */

/** Hover shows a tooltip after `delayMs`, keyboard focus after `focusDelayMs`; it stands `offsetPx` off its handle. */
export const TOOLTIP = { delayMs: 0, offsetPx: 12, focusDelayMs: 100, fadeMs: 200 } as const

/** A scroll to a target is animated over this long (instant when reduced motion is preferred). */
export const SCROLL_ANIMATION_MS = 300
/**
 * Where a scrolled-to target ends up, from the viewport's top: `default` while the header scrolls away with
 * the page, `stickyHeader` while a header stays at the top (80 clears its 62 px; decision 099).
 */
export const SCROLL_OFFSET_PX = { default: 20, stickyHeader: 80 } as const

/** Keyboard or pointer: the modality a key press or a pointer press sets is taken at most this often. */
export const FOCUS_OUTLINE_THROTTLE_MS = 50
