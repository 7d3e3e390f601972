/*
 * Friendly search URLs (spec sections 4 and 7, decision 048): a results page of one catalogue vertical
 * becomes the results page of another for the same place and dates. Pure, so the server answers with it
 * and the property tests hold it to its promises: only a path of the target's format, never another site.
 */
import { codes, type TCodeOf } from '../code-table.ts'
import {
  isRouteSearch,
  parseSearchPath,
  searchPagePath,
  type TCatalogueSearch,
  VERTICAL_PAGE_SEGMENTS,
} from '../trips/catalogue-contract.ts'
import type { TTripVertical } from '../trips/trips-contract.ts'
import type { TVertical } from './navigation.ts'

/** The side navigation's verticals of the catalogue's results pages. */
export const CATALOGUE_NAV_VERTICALS: Readonly<Record<TTripVertical, TVertical>> = {
  flight: 'flights',
  hotel: 'hotels',
  car: 'cars',
  train: 'trains',
}

export function catalogueVerticalOf(navVertical: string): TTripVertical | null {
  for (const [vertical, nav] of Object.entries(CATALOGUE_NAV_VERTICALS))
    if (nav === navVertical) return vertical as TTripVertical
  return null
}

export const FriendlyUrlErrorCode = codes(
  /** 400: a vertical without results pages (or not ours). */
  'UNSUPPORTED_VERTICAL',
  /** 400: not a results page URL of the original vertical. */
  'SEARCH_URL_INVALID',
  /** 422: a fine search the other vertical cannot express (a stay has no origin, and the site no home). */
  'NOT_CONVERTIBLE',
  /** 404: friendly URLs are not switched on for both verticals. */
  'FRIENDLY_URL_DISABLED',
)
export type TFriendlyUrlErrorCode = TCodeOf<typeof FriendlyUrlErrorCode>

export type TConversion = { ok: true; convertedUrl: string } | { ok: false; code: TFriendlyUrlErrorCode }

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const BASE = 'http://fernway.invalid'

/** A calendar date that exists (2026-02-30 does not), as days since the epoch; null otherwise. */
function epochDay(iso: string): number | null {
  if (!ISO_DATE.test(iso)) return null
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number]
  const date = new Date(0)
  date.setUTCFullYear(y, m - 1, d)
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return Math.round(date.getTime() / 86_400_000)
}

/** The ISO date `days` after `iso`; null past 9999-12-31. */
export function addDays(iso: string, days: number): string | null {
  const day = epochDay(iso)
  if (day === null) return null
  const next = new Date((day + days) * 86_400_000).toISOString().slice(0, 10)
  return ISO_DATE.test(next) ? next : null
}

/** A results page URL (a same-site path; its query is ignored) back to its search; null if it is none. */
export function parseResultsUrl(vertical: TTripVertical, url: string): TCatalogueSearch | null {
  if (!url.startsWith('/') || url.startsWith('//') || url.startsWith('/\\')) return null
  let parsed: URL
  try {
    parsed = new URL(url, BASE)
  } catch {
    return null
  }
  if (parsed.origin !== BASE) return null
  const [, first, second, ...rest] = parsed.pathname.split('/')
  if (first !== VERTICAL_PAGE_SEGMENTS[vertical] || second !== 'search') return null
  let segments: string[]
  try {
    segments = rest.map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
  const search = parseSearchPath(vertical, segments)
  if (!search) return null
  if (isRouteSearch(search)) {
    const back = search.back === undefined ? null : epochDay(search.back)
    const depart = epochDay(search.date)
    if (depart === null || (search.back !== undefined && (back === null || back < depart))) return null
    return search
  }
  const start = epochDay(search.start)
  const end = epochDay(search.end)
  return start !== null && end !== null && end > start ? search : null
}

/** What the target vertical keeps of a search (decision 048's table). */
function carry(
  search: TCatalogueSearch,
  target: TTripVertical,
  home: string | null,
): TCatalogueSearch | null {
  if (target === 'flight' || target === 'train') {
    if (isRouteSearch(search))
      return target === 'flight' && search.back
        ? { vertical: target, from: search.from, to: search.to, date: search.date, back: search.back }
        : { vertical: target, from: search.from, to: search.to, date: search.date }
    // A stay has no origin: the site's home place stands in; none, or staying at home, converts to nothing.
    if (!home || home === search.destination) return null
    return { vertical: target, from: home, to: search.destination, date: search.start }
  }
  if (!isRouteSearch(search))
    return { vertical: target, destination: search.destination, start: search.start, end: search.end }
  // Arriving on the day: a stay until the return flight, else one night (one day's rental), at the destination.
  const end = search.back && search.back > search.date ? search.back : addDays(search.date, 1)
  return end ? { vertical: target, destination: search.to, start: search.date, end } : null
}

/**
 * Converts `url`, a results page of `originalVertical`, to the results page of `conversionVertical` (the
 * navigation's vertical names). `home` is the site's home place (shared/trips/home-places.ts).
 */
export function convertSearchUrl(
  originalVertical: string,
  conversionVertical: string,
  url: string,
  home: string | null,
): TConversion {
  const from = catalogueVerticalOf(originalVertical)
  const to = catalogueVerticalOf(conversionVertical)
  if (!from || !to) return { ok: false, code: FriendlyUrlErrorCode.UNSUPPORTED_VERTICAL }
  const search = parseResultsUrl(from, url)
  if (!search) return { ok: false, code: FriendlyUrlErrorCode.SEARCH_URL_INVALID }
  const converted = carry(search, to, home)
  if (!converted) return { ok: false, code: FriendlyUrlErrorCode.NOT_CONVERTIBLE }
  return { ok: true, convertedUrl: searchPagePath(converted) }
}
