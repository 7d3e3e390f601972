import type { TBookedTraveller } from '../../../shared/booking/booking-schemas.ts'
import { joinFullTripId } from '../../../shared/trips/trip-ids.ts'
import { TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { BookingMailFacts, OutgoingMail } from '../../mail/mailer.ts'
import { interpolate, mailCatalogue } from '../../mail/render-mail.ts'
import type { Data } from '../../repositories/data.ts'
import type { TripBookingRow } from '../../repositories/trip-bookings.repository.ts'
import type { BookingConfirmedListener } from '../trips/booking-lifecycle.ts'
import { bookingCalendar } from './booking-calendar.ts'
import { storedOfferIn } from './booking-flow.ts'

interface Recipient {
  email: string
  language: string
}

/** The traveller, and the booker when someone else booked for them: each in their own language. */
async function recipientsOf(
  data: Data,
  eventId: string,
): Promise<{ to: Recipient[]; tripLink: string | null }> {
  const row = await data.tripBookings.parties(eventId)
  if (!row) return { to: [], tripLink: null }
  const ids = [...new Set([row.travelerUserId, row.bookerUserId].filter((id): id is string => id !== null))]
  const users = await data.users.contacts(ids)
  // In the order of ids: the traveller first.
  const to = ids.flatMap((id) =>
    users.filter((u) => u.id === id).map((u) => ({ email: u.email, language: u.language })),
  )
  return { to, tripLink: TRIPS_PAGES.trip(joinFullTripId(row.code, row.ownerCode)) }
}

/**
 * The e-mails typed on the booking form "for the confirmation", each once, beyond the accounts' own: a
 * guest booked for hears of it as the form promised, in the language of whoever booked (the accounts'
 * last, the booker). The mail's per-recipient cap keeps this from being a way to send mail to anyone.
 */
function typedRecipients(row: TripBookingRow, accounts: readonly Recipient[]): Recipient[] {
  const language = accounts.at(-1)?.language ?? 'en'
  const seen = new Set(accounts.map((r) => r.email.toLowerCase()))
  const typed: Recipient[] = []
  for (const { email } of row.travellers as TBookedTraveller[]) {
    const address = email?.trim()
    if (!address || seen.has(address.toLowerCase())) continue
    seen.add(address.toLowerCase())
    typed.push({ email: address, language })
  }
  return typed
}

/** What a mail says of the booking, its names in the recipient's language (decision 086). */
function factsOf(row: TripBookingRow, link: string, language: string): BookingMailFacts {
  const offer = storedOfferIn(row, language)
  const travellers = (row.travellers as TBookedTraveller[]).map((t) => `${t.firstName} ${t.lastName}`.trim())
  return {
    link,
    reference: row.reference,
    item: offer.title,
    place: offer.place.cityName,
    startAt: offer.startAt,
    endAt: offer.endAt,
    timeZone: offer.place.timeZone,
    endTimeZone: offer.place.endTimeZone,
    travellers: travellers.join(', '),
    amountMinor: row.amountMinor,
    currency: row.currency,
    freeUntil: row.refundable ? row.freeUntilLocal : null,
  }
}

/** Mails to the booking's people; null when the event has no booking of the flow or nobody to tell. */
async function bookingMails(
  data: Data,
  eventId: string,
  message: (facts: BookingMailFacts) => OutgoingMail['message'],
  withCalendar: boolean,
): Promise<OutgoingMail[] | null> {
  const row = await data.tripBookings.find(eventId)
  if (!row) return null
  const { to: accounts, tripLink } = await recipientsOf(data, eventId)
  if (!accounts.length || !tripLink) return null
  const to = [...accounts, ...typedRecipients(row, accounts)]
  const link = `${row.siteOrigin}${tripLink}`
  return to.map((r) => ({
    to: r.email,
    language: r.language,
    brandName: row.brandName,
    message: message(factsOf(row, link, r.language)),
    ...(withCalendar
      ? {
          attachments: [
            bookingCalendar({
              reference: row.reference,
              offer: storedOfferIn(row, r.language),
              brandName: row.brandName,
              origin: row.siteOrigin,
              description: interpolate(mailCatalogue(r.language)['booking_calendar.description'], {
                brand: row.brandName,
                reference: row.reference,
              }),
            }),
          ],
        }
      : {}),
  }))
}

/**
 * The confirmation mail with its calendar file (decision 084): a listener of confirmed bookings (decision
 * 080), so that a personal booking, a business one and one an approval lets through later each send it
 * once their transaction commits. Bookings made outside the flow have no row and send nothing.
 */
export function bookingMailOnConfirmed(mail: Pick<MailDispatcher, 'dispatch'>): BookingConfirmedListener {
  return async (data, { eventId }) => {
    const mails = await bookingMails(
      data,
      eventId,
      (facts) => ({ kind: 'booking_confirmed', ...facts }),
      true,
    )
    if (!mails) return null
    return () => {
      for (const m of mails) mail.dispatch(m)
    }
  }
}

/** The cancellation mail, read in the cancelling transaction, to dispatch once it commits. */
export async function bookingCancelledMails(
  data: Data,
  eventId: string,
  refund: { amountMinor: number; reason: 'freeCancellation' | 'freeCancellationEnded' | 'notRefundable' },
): Promise<OutgoingMail[]> {
  return (
    (await bookingMails(
      data,
      eventId,
      (facts) => ({
        kind: 'booking_cancelled',
        ...facts,
        refundMinor: refund.amountMinor,
        refundReason: refund.reason,
      }),
      false,
    )) ?? []
  )
}
