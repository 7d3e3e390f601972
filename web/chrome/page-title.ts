import type { TFunction } from '../i18n/create-i18n.ts'

interface MatchLike {
  handle?: unknown
  route?: { handle?: unknown }
  params?: Record<string, string | undefined>
}

function pageIdOf(match: MatchLike): string | undefined {
  const handle = (match.handle ?? match.route?.handle) as { pageId?: string } | undefined
  return handle?.pageId
}

/** "<page> | <brand>" from the deepest route that names a page; the home page's title stands alone. */
export function pageTitle(matches: readonly MatchLike[], t: TFunction, brand: string): string {
  const match = [...matches].reverse().find((m) => pageIdOf(m))
  const pageId = match ? pageIdOf(match) : undefined
  if (!pageId) return brand
  const params = matches.at(-1)?.params ?? {}
  const page = t(`pages.${pageId}.title`, { brand, ...params })
  return pageId === 'home' ? page : `${page} | ${brand}`
}
