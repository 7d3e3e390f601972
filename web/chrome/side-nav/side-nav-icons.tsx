import type { TVertical } from '../../../shared/chrome/navigation.ts'

/** Outline icons for the standing drawer's collapsed rail (primary entries only; the rest show when expanded). */
const PATHS: Partial<Record<TVertical, string>> = {
  main: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  trips: 'M8 7V5h8v2h4v12H4V7zm2 0h4V6h-4z',
  guides: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h10',
  // A plane, a bed, a car and a train, drawn in the same outline.
  flights: 'M2 13l8-2 4-7h2l-2 7 6 1 1-2h1v6h-1l-1-2-6 1 2 7h-2l-4-7-8-2z',
  hotels: 'M3 18V7m0 7h18v4M3 11h7v3m0-3h8a3 3 0 0 1 3 3',
  cars: 'M4 16v-4l2-5h12l2 5v4zm0 0v2h3v-2m10 0v2h3v-2M4 12h16',
  trains:
    'M7 3h10a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM5 10h14M8 17l-2 4m10-4 2 4',
}

export function VerticalIcon({ vertical }: { vertical: TVertical | null }) {
  const d = vertical ? PATHS[vertical] : undefined
  return (
    <svg
      className="fw-sidenav-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {d ? <path d={d} /> : null}
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
