import type { TGlobalState } from '../../shared/global-state.ts'

const escapeAttr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** The page on each of the brand's sites, as the head's hreflang links (issue 27: the landing pages). */
export function alternateLinks(seo: TGlobalState['seo']): string {
  return (seo.alternates ?? [])
    .map((a) => `<link rel="alternate" hreflang="${escapeAttr(a.hreflang)}" href="${escapeAttr(a.href)}">`)
    .join('')
}
