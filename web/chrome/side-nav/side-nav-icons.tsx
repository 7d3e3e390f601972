import type { TVertical } from '../../../shared/chrome/navigation.ts'
import './side-nav-motion.css'

/**
 * Outline icons for the standing drawer's collapsed rail. Every vertical has one (the type asks for it):
 * an entry without an icon was a blank, clickable slot in the rail (issue 30).
 */
const PATHS: Record<TVertical, string> = {
  main: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  trips: 'M8 7V5h8v2h4v12H4V7zm2 0h4V6h-4z',
  guides: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h10',
  // A head and shoulders; an office building.
  account: 'M12 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8zM4 21a8 8 0 0 1 16 0',
  business: 'M4 21V5h10v16M14 9h6v12M2 21h20M7 8h2m-2 4h2m-2 4h2m8-4h1m-1 4h1',
  // A plane, a bed, a car and a train, drawn in the same outline.
  flights: 'M2 13l8-2 4-7h2l-2 7 6 1 1-2h1v6h-1l-1-2-6 1 2 7h-2l-4-7-8-2z',
  hotels: 'M3 18V7m0 7h18v4M3 11h7v3m0-3h8a3 3 0 0 1 3 3',
  cars: 'M4 16v-4l2-5h12l2 5v4zm0 0v2h3v-2m10 0v2h3v-2M4 12h16',
  trains:
    'M7 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM5 10h14M8 17l-2 4m10-4 2 4',
}

/** The entries of no vertical, by their page: help's question, privacy's shield, the terms' page. */
const PAGE_PATHS: Readonly<Record<string, string>> = {
  '/help': 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14m0 3v.5',
  '/privacy': 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  '/terms-of-use': 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
}
/** The icons that animate (page-chrome-privacy.md section 9); the site has no AI entry yet. */
export const MOVING_VERTICALS: ReadonlySet<TVertical> = new Set(['flights'])

/** Any other entry: a plain dot, so that the rail never shows an empty slot. */
export const DOT_PATH = 'M12 10a2 2 0 1 1 0 4 2 2 0 0 1 0-4z'

export function VerticalIcon({ vertical, url }: { vertical: TVertical | null; url?: string }) {
  const d = vertical ? PATHS[vertical] : ((url && PAGE_PATHS[url]) ?? DOT_PATH)
  return (
    <svg
      className={`fw-sidenav-icon${vertical && MOVING_VERTICALS.has(vertical) ? ' fw-icon-motion' : ''}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path d={d} />
    </svg>
  )
}

export function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}
