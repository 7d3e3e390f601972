import type { TEvent } from '../../shared/business/events-schemas.ts'
import type { EventRow } from '../repositories/business-events.repository.ts'

/** An event as its page shows it; `canEdit` is decided by the service for the caller. */
export function presentEvent(row: EventRow, canEdit: boolean): TEvent {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    startDate: row.startDate,
    endDate: row.endDate,
    description: row.description,
    organiser: row.organiser,
    attendees: row.attendees,
    canEdit,
  }
}
