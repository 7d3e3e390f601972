import { createEvent } from 'ics'
import type { TBookingOffer } from '../../../shared/booking/booking-schemas.ts'
import type { MailAttachment } from '../../mail/mailer.ts'

/**
 * A booking as a calendar file (decision 084), written with the `ics` library: METHOD:PUBLISH and one
 * VEVENT whose UID is the booking's reference at the site's host, DTSTART and DTEND in UTC, the offer's
 * title as SUMMARY and where it starts as LOCATION. Calendars show it in their reader's own zone.
 */
export function bookingCalendar(booking: {
  reference: string
  offer: TBookingOffer
  brandName: string
  origin: string
  /** Its line in the reader's language ("Fernway booking 7KQ2M9PX"). */
  description: string
}): MailAttachment {
  const host = URL.canParse(booking.origin) ? new URL(booking.origin).hostname : 'fernway.localhost'
  const { value, error } = createEvent({
    productId: `-//${booking.brandName.replace(/[^\w .-]/g, '')}//Bookings//EN`,
    method: 'PUBLISH',
    uid: `${booking.reference}@${host}`,
    title: booking.offer.title,
    location: booking.offer.location,
    description: booking.description,
    start: Date.parse(booking.offer.startAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: Date.parse(booking.offer.endAt),
    endInputType: 'utc',
    endOutputType: 'utc',
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  })
  if (error || !value) throw error ?? new Error('the calendar file could not be written')
  return {
    filename: `booking-${booking.reference}.ics`,
    contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
    content: new TextEncoder().encode(value),
  }
}
