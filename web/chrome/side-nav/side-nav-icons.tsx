import type { TVertical } from '../../../shared/chrome/navigation.ts'

/** Outline icons for the standing drawer's collapsed rail (primary entries only; the rest show when expanded). */
const PATHS: Partial<Record<TVertical, string>> = {
  main: 'M3 11 12 4l9 7v9h-6v-6H9v6H3z',
  trips: 'M8 7V5h8v2h4v12H4V7zm2 0h4V6h-4z',
  guides: 'M5 4h10a3 3 0 0 1 3 3v13H8a3 3 0 0 1-3-3zm0 13a3 3 0 0 1 3-3h10',
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
