import type { TAdminPageIcon } from '../../../shared/business/admin-pages.ts'

/** One 24×24 outline path per icon name of the catalogue; decorative (the title names the page). */
const PATHS: Record<TAdminPageIcon, string> = {
  building: 'M4 21V4h10v17M14 9h6v12M7 8h2M7 12h2M7 16h2M17 13h1M17 17h1M2 21h20',
  policy: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM9 12l2 2 4-4',
  message: 'M4 5h16v11H9l-5 4zM8 9h8M8 12h5',
  people:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM3 20c0-3.5 2.5-6 6-6s6 2.5 6 6M16 5a3 3 0 0 1 0 6M18 14c2 .8 3 3 3 6',
  approvals: 'M5 4h10l4 4v12H5zM9 13l2 2 4-4',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  fields: 'M4 5h16v4H4zM4 13h16v4H4zM7 7h5M7 15h8',
  plug: 'M9 3v5M15 3v5M6 8h12v3a6 6 0 0 1-12 0zM12 17v4',
  key: 'M8 15a4 4 0 1 1 3-6.6L21 8v4h-3v3h-3v-2.6A4 4 0 0 1 8 15z',
  map: 'M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  inbox: 'M3 13l3-8h12l3 8v6H3zM3 13h5l1 3h6l1-3h5',
  suitcase: 'M4 8h16v12H4zM9 8V5h6v3M4 13h16',
  chart: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-3',
}

export function HubIcon({ name }: { name: TAdminPageIcon }) {
  return (
    <svg
      className="fw-hub-icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  )
}
