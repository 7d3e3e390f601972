/*
 * The seasonal image route (spec section 2 leaves its three parameters open; decision 043 fixes them):
 * /trips/api/images/seasonal/{destination}/{season}/{size}, a drawing generated from the destination's
 * key and the season of the trip there. Only the values below exist; anything else is 404.
 */
import { TRIPS_API_PATHS } from './trips-contract.ts'

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const
export type TSeason = (typeof SEASONS)[number]

/** thumb is the drawer's 32x32 thumbnail at twice the density; card the trips page; hero a trip's banner. */
export const IMAGE_SIZES = {
  thumb: { width: 64, height: 64 },
  card: { width: 480, height: 270 },
  hero: { width: 1440, height: 480 },
} as const
export type TImageSize = keyof typeof IMAGE_SIZES

export interface TDestination {
  key: string
  /** The English name a trip's destination text is matched with (case and spacing aside). */
  name: string
  /** Seasons turn over in the south. */
  hemisphere: 'north' | 'south'
}

/** The trip of a destination we have no drawing for uses this one. */
export const ANY_DESTINATION = 'anywhere'

export const DESTINATIONS: readonly TDestination[] = [
  { key: ANY_DESTINATION, name: 'Anywhere', hemisphere: 'north' },
  { key: 'seoul', name: 'Seoul', hemisphere: 'north' },
  { key: 'busan', name: 'Busan', hemisphere: 'north' },
  { key: 'jeju', name: 'Jeju', hemisphere: 'north' },
  { key: 'tokyo', name: 'Tokyo', hemisphere: 'north' },
  { key: 'osaka', name: 'Osaka', hemisphere: 'north' },
  { key: 'bangkok', name: 'Bangkok', hemisphere: 'north' },
  { key: 'singapore', name: 'Singapore', hemisphere: 'north' },
  { key: 'sydney', name: 'Sydney', hemisphere: 'south' },
  { key: 'auckland', name: 'Auckland', hemisphere: 'south' },
  { key: 'paris', name: 'Paris', hemisphere: 'north' },
  { key: 'london', name: 'London', hemisphere: 'north' },
  { key: 'rome', name: 'Rome', hemisphere: 'north' },
  { key: 'barcelona', name: 'Barcelona', hemisphere: 'north' },
  { key: 'berlin', name: 'Berlin', hemisphere: 'north' },
  { key: 'new-york', name: 'New York', hemisphere: 'north' },
  { key: 'san-francisco', name: 'San Francisco', hemisphere: 'north' },
  { key: 'los-angeles', name: 'Los Angeles', hemisphere: 'north' },
  { key: 'honolulu', name: 'Honolulu', hemisphere: 'north' },
  { key: 'vancouver', name: 'Vancouver', hemisphere: 'north' },
  { key: 'rio-de-janeiro', name: 'Rio de Janeiro', hemisphere: 'south' },
  { key: 'cape-town', name: 'Cape Town', hemisphere: 'south' },
  { key: 'reykjavik', name: 'Reykjavik', hemisphere: 'north' },
]

const BY_KEY = new Map(DESTINATIONS.map((d) => [d.key, d]))
const BY_NAME = new Map(DESTINATIONS.map((d) => [d.name.toLowerCase(), d]))

export function destinationByKey(key: string): TDestination | null {
  return BY_KEY.get(key) ?? null
}

/** The drawing for a trip's destination text ("Seoul", " new york ", "seoul"), or anywhere's. */
export function destinationKeyOf(destination: string | null | undefined): string {
  const text = (destination ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().toLowerCase()
  return (BY_NAME.get(text) ?? BY_KEY.get(text.replace(/ /g, '-')))?.key ?? ANY_DESTINATION
}

/** Meteorological seasons by month (UTC), turned over in the southern hemisphere. */
export function seasonOf(isoDateOrDate: string | Date, hemisphere: TDestination['hemisphere']): TSeason {
  const date = typeof isoDateOrDate === 'string' ? new Date(isoDateOrDate) : isoDateOrDate
  const month = date.getUTCMonth()
  const north: TSeason =
    month < 2 || month === 11 ? 'winter' : month < 5 ? 'spring' : month < 8 ? 'summer' : 'autumn'
  if (hemisphere === 'north') return north
  const turned = { winter: 'summer', spring: 'autumn', summer: 'winter', autumn: 'spring' } as const
  return turned[north]
}

export function isSeason(value: string): value is TSeason {
  return (SEASONS as readonly string[]).includes(value)
}

export function isImageSize(value: string): value is TImageSize {
  return Object.hasOwn(IMAGE_SIZES, value)
}

/** The image URL of a trip to this destination (key) around this date. */
export function seasonalImageUrl(destinationKey: string, when: string | Date, size: TImageSize): string {
  const destination = destinationByKey(destinationKey) ?? (destinationByKey(ANY_DESTINATION) as TDestination)
  return TRIPS_API_PATHS.seasonalImage(destination.key, seasonOf(when, destination.hemisphere), size)
}
