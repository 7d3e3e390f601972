import { destinationByKey, destinationKeyOf } from '../trips/trip-images.ts'

/** Where the demo catalogue's places are (city centres, degrees), for the tracker's map (decision 058). */
export const PLACE_COORDINATES: Readonly<Record<string, readonly [latitude: number, longitude: number]>> = {
  seoul: [37.57, 126.98],
  busan: [35.18, 129.08],
  jeju: [33.5, 126.53],
  tokyo: [35.68, 139.69],
  osaka: [34.69, 135.5],
  bangkok: [13.76, 100.5],
  singapore: [1.35, 103.82],
  sydney: [-33.87, 151.21],
  auckland: [-36.85, 174.76],
  paris: [48.86, 2.35],
  london: [51.51, -0.13],
  rome: [41.9, 12.5],
  barcelona: [41.39, 2.17],
  berlin: [52.52, 13.4],
  'new-york': [40.71, -74.01],
  'san-francisco': [37.77, -122.42],
  'los-angeles': [34.05, -118.24],
  honolulu: [21.31, -157.86],
  vancouver: [49.28, -123.12],
  'rio-de-janeiro': [-22.91, -43.17],
  'cape-town': [-33.92, 18.42],
  reykjavik: [64.15, -21.94],
}

export interface TPlace {
  key: string
  name: string
  latitude: number
  longitude: number
}

/**
 * The place an event takes the traveller to: the destination in the catalogue's offer id (flights and
 * trains `v1:vertical:from:to:date:i`, stays `v1:vertical:place:start:end:i`), else the trip's destination.
 */
export function placeOfEvent(vertical: string, offerId: string, tripDestination: string): TPlace | null {
  const parts = offerId.split(':')
  const fromOffer =
    parts.length === 6 ? (vertical === 'flight' || vertical === 'train' ? parts[3] : parts[2]) : ''
  const key = fromOffer && PLACE_COORDINATES[fromOffer] ? fromOffer : destinationKeyOf(tripDestination)
  const at = PLACE_COORDINATES[key]
  const place = destinationByKey(key)
  if (!at || !place) return null
  return { key, name: place.name, latitude: at[0], longitude: at[1] }
}
