import { placeOfEvent } from '../../shared/reporting/place-coordinates.ts'
import type { TReportVertical } from '../../shared/reporting/reporting-contract.ts'
import type { TTrackerTrip } from '../../shared/reporting/reporting-schemas.ts'
import type { TrackerRow } from '../repositories/reporting.repository.ts'

/** A tracked trip: the traveller's name, where (a catalogue place with coordinates) and when. */
export function presentTrackerTrip(row: TrackerRow): TTrackerTrip {
  const place = placeOfEvent(row.vertical, row.offerId, row.destination)
  return {
    eventId: row.eventId,
    travelerName: `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim(),
    vertical: row.vertical as TReportVertical,
    title: row.title,
    placeKey: place?.key ?? null,
    placeName: place?.name ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: row.endsAt ? new Date(row.endsAt).toISOString() : null,
  }
}
