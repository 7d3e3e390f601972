import { bearing, kmBetween, type LatLon } from '../../../../shared/catalogue/geo.ts'

/**
 * Scheduled gate-to-gate minutes between two airports (decision 071): 40 minutes of taxi, climb and
 * approach, then the great-circle distance at a cruise speed that grows with the stage length (short
 * hops never reach the long-haul cruise), slowed flying west and sped up flying east by the jet streams
 * (up to 8%). Rounded to 5 minutes, as timetables are. Within 15% of real schedules on the reference
 * routes of block-time.test.ts.
 */
export function blockMinutes(from: LatLon, to: LatLon): number {
  const km = kmBetween(from, to)
  const cruiseKmh = 760 + Math.min(1, Math.max(0, (km - 500) / 6000)) * 120
  const eastward = Math.sin((bearing(from, to) * Math.PI) / 180)
  const wind = 1 - 0.08 * eastward
  const minutes = 40 + (km / cruiseKmh) * 60 * wind
  return Math.max(30, Math.round(minutes / 5) * 5)
}

/** The shortest time between two flights at one airport (decision 071). */
export function minimumConnectionMinutes(international: boolean): number {
  return international ? 75 : 45
}
