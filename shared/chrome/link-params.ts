/**
 * Spec section 9: "Platform values for links: mb, tb; affiliate and placement are added to links."
 * A page entered with a partner's affiliate id, its placement, or the platform of an app that frames
 * us (mb mobile, tb tablet) hands them on through every link of ours it draws, so that a visitor who
 * opens a link in a new tab or reloads keeps them (decision 102).
 */
export const LINK_PLATFORMS = ['mb', 'tb'] as const
const LINK_TOKEN = /^[A-Za-z0-9_-]{1,40}$/

/** The page's link parameters as a query string ('' when none); anything malformed is dropped. */
export function linkParamsOf(search: URLSearchParams): string {
  const kept = new URLSearchParams()
  for (const name of ['affiliate', 'placement']) {
    const value = search.get(name)
    if (value && LINK_TOKEN.test(value)) kept.set(name, value)
  }
  const platform = search.get('platform')
  if ((LINK_PLATFORMS as readonly (string | null)[]).includes(platform))
    kept.set('platform', platform as string)
  return kept.toString()
}

/** A link of ours (a path) with the parameters added before its fragment; others are left alone. */
export const withLinkParams = (href: string, params: string): string =>
  params && /^\/(?!\/)/.test(href)
    ? href.replace(/#|$/, `${href.split('#')[0]?.includes('?') ? '&' : '?'}${params}$&`)
    : href
