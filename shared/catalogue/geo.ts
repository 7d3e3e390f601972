/** Great-circle geometry on a sphere of the Earth's mean radius: close enough for schedules and fares. */
export interface LatLon {
  latitude: number
  longitude: number
}

const RAD = Math.PI / 180
const EARTH_KM = 6371

/** Distance in km (haversine). */
export function kmBetween(a: LatLon, b: LatLon): number {
  const dLat = (b.latitude - a.latitude) * RAD
  const dLon = (b.longitude - a.longitude) * RAD
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * RAD) * Math.cos(b.latitude * RAD) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** Initial bearing from a to b, degrees clockwise from north (0 to 360). */
export function bearing(a: LatLon, b: LatLon): number {
  const φ1 = a.latitude * RAD
  const φ2 = b.latitude * RAD
  const Δλ = (b.longitude - a.longitude) * RAD
  const y = Math.sin(Δλ) * Math.cos(φ2)
  const x = Math.cos(φ1) * Math.sin(φ2) - Math.sin(φ1) * Math.cos(φ2) * Math.cos(Δλ)
  return (Math.atan2(y, x) / RAD + 360) % 360
}
