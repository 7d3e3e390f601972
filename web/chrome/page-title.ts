import type { TFunction } from '../i18n/create-i18n.ts'

interface MatchLike {
  handle?: unknown
  route?: { handle?: unknown }
  params?: Record<string, string | undefined>
}

interface HandleLike {
  pageId?: string
  messages?: string
  noindex?: boolean
}

function handleOf(match: MatchLike): HandleLike | undefined {
  return (match.handle ?? match.route?.handle) as HandleLike | undefined
}

function pageIdOf(match: MatchLike): string | undefined {
  return handleOf(match)?.pageId
}

/** Whether a page of these matches asked search engines not to list it. */
export function isNoindex(matches: readonly MatchLike[]): boolean {
  return matches.some((m) => handleOf(m)?.noindex === true)
}

/** Route parameters shown in titles are words of the catalogue, not raw URL segments. */
export function labelledParams(
  pageId: string,
  params: Record<string, string | undefined>,
  t: TFunction,
): Record<string, string> {
  const out: Record<string, string> = {}
  if (params.vertical) out.vertical = t(`labels.verticals.${params.vertical}`)
  if (params.section) {
    out.section = t(
      pageId === 'profileSection'
        ? `labels.profileSections.${params.section}`
        : `labels.policySections.${params.section}`,
    )
  }
  return out
}

/** "<page> | <brand>" from the deepest route that names a page; the home page's title stands alone. */
export function pageTitle(matches: readonly MatchLike[], t: TFunction, brand: string): string {
  const match = [...matches].reverse().find((m) => pageIdOf(m))
  const pageId = match ? pageIdOf(match) : undefined
  if (!match || !pageId) return brand
  const section = handleOf(match)?.messages ?? 'pages'
  const key = `${section}.${pageId}.title`
  const page = t(key, { brand, ...labelledParams(pageId, matches.at(-1)?.params ?? {}, t) })
  // The texts come with the page's chunk: if that failed to load, the brand alone rather than a key.
  if (page === key) return brand
  return pageId === 'home' ? page : `${page} | ${brand}`
}
