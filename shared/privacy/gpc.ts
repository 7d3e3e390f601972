/**
 * Global Privacy Control (consent checklist section 6; decision 032). The site's declaration at
 * /.well-known/gpc.json says it honours the signal; lastUpdate is when that handling last changed.
 */
export const GPC_DECLARATION = { gpc: true, lastUpdate: '2026-11-24' } as const

/** The browser's DOM signal (navigator.globalPrivacyControl); absent or anything but true means none. */
export function browserSendsGpc(nav: unknown): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true
}
