import type { TBreakpoint } from './breakpoints.ts'

/** The logo's constants (page-chrome-privacy.md sections 3, 4 and 9). */

export const LOGO_PRESENTATIONS = ['default', 'pres-dark-mode', 'pres-aos'] as const
export type TLogoPresentation = (typeof LOGO_PRESENTATIONS)[number]

/**
 * With the compact-logo flag, the logo shows its mark only below a breakpoint that depends on the vertical.
 * Verticals whose headers carry a search form get the mark below `ml`; business and trips below `m`; the
 * rest keep the wordmark down to `s` (decision 027). The rules live in web/styles/chrome.css as media
 * queries (no layout shift, no script); logo.test.tsx holds the CSS to this table.
 */
export const COMPACT_LOGO_BELOW: Readonly<Record<string, TBreakpoint>> = {
  flights: 'ml',
  hotels: 'ml',
  cars: 'ml',
  trains: 'ml',
  packages: 'ml',
  business: 'm',
  trips: 'm',
}
export const COMPACT_LOGO_DEFAULT_BELOW: TBreakpoint = 's'
