/*
 * Company events (issue 10, decision 052): an offsite or a conference with its city, dates and the
 * members who attend. Paths, limits and error codes without zod, so pages can use them freely.
 */
import { codes } from '../code-table.ts'

const EVENTS_BASE = '/i/api/business/events/v1'

export const EVENTS_API = {
  /** GET the events the member may see; POST {name, city, startDate, endDate, description, attendeeIds} creates one. */
  events: `${EVENTS_BASE}/events`,
  /** GET one event; PUT replaces its fields and attendees; DELETE removes it. */
  event: (id: string) => `${EVENTS_BASE}/events/${encodeURIComponent(id)}`,
} as const

/** The same paths as the server registers them (with :params). */
export const EVENTS_ROUTES = {
  event: `${EVENTS_BASE}/events/:id`,
} as const

/** Either permission lets a member plan events; what each allows is decided per event (decision 052). */
export const EVENT_EDIT_PERMISSIONS = ['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'] as const

export const EVENT_LIMITS = {
  nameMaxLength: 120,
  cityMaxLength: 80,
  descriptionMaxLength: 2000,
  attendeesMax: 500,
  eventsPerCompany: 2000,
  /** Longest event, first and last day included. */
  maxDays: 60,
} as const

export const EventErrorCode = codes(
  'EVENT_NOT_FOUND',
  'EVENT_INVALID',
  'EVENT_DATES_INVALID',
  'EVENT_ATTENDEE_UNKNOWN',
  'EVENT_LIMIT',
  'EVENT_NOT_YOURS',
)
