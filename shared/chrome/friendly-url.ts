import type { TVertical } from './navigation.ts'

/** Spec section 7: POST form originalVertical, conversionVertical, searchUrlToConvert; answers convertedUrl. */
export const FRIENDLY_SEARCH_URL_PATH = '/s/horizon/common/layout/FriendlySearchUrlAction'
/** Spec section 8: logged when the call fails; the visitor goes to the plain link. */
export const FRIENDLY_URL_ERROR = 'friendlySearchUrl: Error resolving friendly url'

export interface TFriendlyUrlCase {
  /** The page is a results page (route catalogue). */
  onResultsPage: boolean
  from: TVertical | null
  to: TVertical | null
  /** Verticals with friendly URLs switched on (global state, from server configuration; default none). */
  enabled: readonly string[]
}

/** Spec section 4: switching vertical from a results page asks for a friendly URL when both verticals have it. */
export function usesFriendlyUrl({ onResultsPage, from, to, enabled }: TFriendlyUrlCase): boolean {
  return (
    onResultsPage &&
    from !== null &&
    to !== null &&
    from !== to &&
    enabled.includes(from) &&
    enabled.includes(to)
  )
}

/** Only a same-origin path may come back from the call (DESIGN.md, redirects). */
export function isSafeConvertedUrl(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value)
}
