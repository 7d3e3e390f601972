import type { TTrackerTrip } from '../../../shared/reporting/reporting-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LAND, MAP, project } from './world-map-land.ts'

const LAND_PATHS = LAND.map(
  (outline) =>
    `M${outline
      .map(([lon, lat]) =>
        project(lon, lat)
          .map((n) => n.toFixed(1))
          .join(' '),
      )
      .join('L')}Z`,
)

/** One point per place: every traveller there in the list's choice. */
export function placesOf(trips: readonly TTrackerTrip[]) {
  const byPlace = new Map<
    string,
    { key: string; name: string; x: number; y: number; trips: TTrackerTrip[] }
  >()
  for (const trip of trips) {
    if (trip.placeKey === null || trip.latitude === null || trip.longitude === null) continue
    const found = byPlace.get(trip.placeKey)
    if (found) found.trips.push(trip)
    else {
      const [x, y] = project(trip.longitude, trip.latitude)
      byPlace.set(trip.placeKey, {
        key: trip.placeKey,
        name: trip.placeName ?? trip.placeKey,
        x,
        y,
        trips: [trip],
      })
    }
  }
  return [...byPlace.values()].sort((a, b) => a.x - b.x)
}

/**
 * The tracker's map (decision 058): our SVG land outlines and a point per place, each a link to its first
 * trip in the list, so the points are in the tab order with their label ("Paris: Ava Chen, Ben Novak").
 */
export function WorldMap({ trips }: { trips: readonly TTrackerTrip[] }) {
  const { t } = useTranslation()
  return (
    <figure className="fw-tracker-figure" aria-labelledby="fw-tracker-map-title">
      <figcaption id="fw-tracker-map-title">{t('reporting.tracker.mapLabel')}</figcaption>
      <svg className="fw-tracker-map" viewBox={`0 0 ${MAP.width} ${MAP.height}`}>
        <title>{t('reporting.tracker.mapLabel')}</title>
        <g>
          {LAND_PATHS.map((d) => (
            <path key={d} d={d} className="fw-tracker-land" />
          ))}
        </g>
        {placesOf(trips).map((place) => {
          const label = t('reporting.tracker.point', {
            place: place.name,
            names: [...new Set(place.trips.map((x) => x.travelerName))].join(', '),
          })
          return (
            <a
              key={place.key}
              href={`#trip-${place.trips[0]?.eventId}`}
              className="fw-tracker-point"
              aria-label={label}
            >
              <title>{label}</title>
              <circle cx={place.x} cy={place.y} r={4 + Math.min(4, place.trips.length)} />
              <text x={place.x + 9} y={place.y + 4}>
                {place.name}
              </text>
            </a>
          )
        })}
      </svg>
    </figure>
  )
}
