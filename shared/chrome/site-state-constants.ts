/** Page-wide scroll and resize work runs at most this often (page-chrome-privacy.md section 9). */
export const SCROLL_THROTTLE_MS = 100
export const RESIZE_THROTTLE_MS = 350
