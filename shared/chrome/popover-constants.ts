/** The popover's constants (page-chrome-privacy.md sections 3, 4 and 9). */

/** Open and close are animated with this delay; focus moves into the content after it too. */
export const POPOVER_ANIMATION_MS = 200
/** After opening, the position is recomputed at these delays, once the content has laid out. */
export const POPOVER_SIZE_SYNC_DELAYS_MS = [10, 20] as const
/** Scrolling and resizing reposition an open popover at most this often. */
export const POPOVER_REPOSITION_THROTTLE_MS = 250
/** Gap between the handle and the content when no offset is given (ours). */
export const POPOVER_DEFAULT_OFFSET_PX = 8

export const POPOVER_SIZES = ['default', 'medium', 'large', 'xlarge'] as const
export type TPopoverSize = (typeof POPOVER_SIZES)[number]
/** Content widths of the sizes in CSS pixels (ours; the spec names the sizes only). */
export const POPOVER_SIZE_WIDTHS_PX: Record<TPopoverSize, number> = {
  default: 280,
  medium: 360,
  large: 480,
  xlarge: 640,
}

export const POPOVER_PLACEMENTS = [
  'bottom-left',
  'bottom',
  'bottom-right',
  'top-left',
  'top',
  'top-right',
  'left',
  'right',
] as const
export type TPopoverPlacement = (typeof POPOVER_PLACEMENTS)[number]
export const POPOVER_DEFAULT_PLACEMENT: TPopoverPlacement = 'bottom-left'

/** What opens the popover from its handle; the spec allows click, key press and focus. */
export type TPopoverOpenTrigger = 'click' | 'keydown' | 'focus'
export const POPOVER_DEFAULT_OPEN_ON: readonly TPopoverOpenTrigger[] = ['click', 'keydown']
