import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import type { Data } from '../../repositories/data.ts'
import type { BusinessAuditService } from '../business/business-audit.service.ts'
import type { TripBookingService } from '../trips/trip-booking.service.ts'
import { type ActingForService, createActingForService } from './acting-for.service.ts'
import { type BookRequestsService, createBookRequestsService } from './book-requests.service.ts'

/** Book on behalf (decision 056): acting for travellers and requests to book. */
export interface BookOnBehalfServices {
  actingFor: ActingForService
  requests: BookRequestsService
}

export function createBookOnBehalfServices(
  data: Pick<Data, 'bookOnBehalf' | 'peopleSearch' | 'sessions'>,
  deps: {
    audit: Pick<BusinessAuditService, 'record'>
    mail: Pick<MailDispatcher, 'dispatch'>
    booking: Pick<TripBookingService, 'book' | 'quote'>
  },
): BookOnBehalfServices {
  const repo = data.bookOnBehalf
  return {
    actingFor: createActingForService({
      repo,
      people: data.peopleSearch,
      audit: deps.audit,
      sessions: data.sessions,
    }),
    requests: createBookRequestsService({
      repo,
      audit: deps.audit,
      mail: deps.mail,
      bookEvent: (actor, eventId, checkout) => deps.booking.book(actor, eventId, { checkout }),
      quoteEvent: (actor, eventId) => deps.booking.quote(actor, eventId),
    }),
  }
}
