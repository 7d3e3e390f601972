/** The logo's pride confetti (page-chrome-privacy.md sections 4 and 9); loaded with the celebration only. */

/** localStorage: the pride confetti has run on this browser and never runs again. */
export const LOGO_CONFETTI_SHOWN_KEY = 'logoConfettiShown'
export const LOGO_CONFETTI_START_DELAY_MS = 1000
/** The logo's bounce; the spec's feature-flag default. */
export const LOGO_ANIMATION_DEFAULT_MS = 2000
/** The pride logo shows this long before the bounce ends. */
export const PRIDE_LOGO_LEAD_MS = 400

/** The spec's confetti, in its own terms; web/chrome/logo-confetti.ts maps them onto canvas-confetti. */
export const LOGO_CONFETTI = {
  particles: 500,
  size: 10,
  gravity: 0.3,
  drag: 0.05,
  maxFallSpeed: 5,
} as const

/** Ten pairs (a colour and its shade: the two faces of a piece), the progress pride flag's colours. */
export const PRIDE_CONFETTI_COLOURS: readonly (readonly [string, string])[] = [
  ['#e40303', '#a30202'],
  ['#ff8c00', '#c26a00'],
  ['#ffed00', '#c2b400'],
  ['#008026', '#005518'],
  ['#24408e', '#172a5e'],
  ['#732982', '#4d1b57'],
  ['#ffafc8', '#e07b9b'],
  ['#74d7ee', '#3fa9c2'],
  ['#613915', '#3d240d'],
  ['#ffffff', '#d4d4d4'],
]
/** Five colours of the explorer set, used on the explore and AI-explorer verticals (decision 027). */
export const EXPLORER_CONFETTI_COLOURS: readonly string[] = [
  '#1e6b52',
  '#f2994a',
  '#0b4f9c',
  '#ffcc33',
  '#b3261e',
]
export const EXPLORER_VERTICALS: readonly string[] = ['explore', 'ai-explorer']
