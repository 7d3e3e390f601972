import {
  NAV_DEFAULT_VISIBLE_ITEMS,
  NAV_MAX_ITEMS_LOGIN_OR_ACCOUNT,
  NAV_MAX_ITEMS_PER_GROUP,
} from './nav-constants.ts'

/**
 * The verticals this site has pages for (spec section 3 lists 39 by meaning; the others have no page here
 * yet and join this list with their pages). Each has its landing path; business's is the base path.
 */
export const SITE_VERTICALS = [
  'main',
  'trips',
  'guides',
  'account',
  'business',
  // The demo catalogue's results pages (decision 044); their landing is their search form.
  'flights',
  'hotels',
  'cars',
  'trains',
] as const
export type TVertical = (typeof SITE_VERTICALS)[number]

/** Spec section 3, navigation item. `text` and `flagText` are translation keys, `ariaLabel` too when set. */
export interface TNavigationItem {
  text: string
  url: string
  verticalName: TVertical | null
  ariaLabel?: string
  flagText?: string
  newTab?: boolean
  active?: boolean
  hidden?: boolean
  /** Resolved on click (the friendly-URL call) rather than followed as written. */
  deferredLink?: boolean
}

export type TNavigationGroupId = 'primary' | 'secondary' | 'account' | 'business' | 'company'

/** Spec section 3, navigation group; `navigationLabel` is a translation key. */
export interface TNavigationGroup {
  testId: TNavigationGroupId
  navigationLabel: string
  items: TNavigationItem[]
  maxVisibleItems?: number
}

/** Spec section 9: at most 10 items a group, 1 for the login and account groups, unless the group says. */
export function groupCap(group: TNavigationGroup): number {
  if (group.maxVisibleItems !== undefined) return Math.max(0, group.maxVisibleItems)
  return group.testId === 'account' ? NAV_MAX_ITEMS_LOGIN_OR_ACCOUNT : NAV_MAX_ITEMS_PER_GROUP
}

/**
 * A group's items as shown: hidden ones left out, capped, the first five at once and the rest behind
 * the show-more toggle (spec section 4).
 */
export function splitGroupItems(group: TNavigationGroup): {
  initial: TNavigationItem[]
  more: TNavigationItem[]
} {
  const listed = group.items.filter((item) => !item.hidden).slice(0, groupCap(group))
  return {
    initial: listed.slice(0, NAV_DEFAULT_VISIBLE_ITEMS),
    more: listed.slice(NAV_DEFAULT_VISIBLE_ITEMS),
  }
}

/** The business group only in business mode (spec section 6); a group with nothing to show is left out. */
export function visibleGroups(
  groups: readonly TNavigationGroup[],
  businessMode: boolean,
): TNavigationGroup[] {
  return groups.filter(
    (group) => (group.testId !== 'business' || businessMode) && splitGroupItems(group).initial.length > 0,
  )
}
