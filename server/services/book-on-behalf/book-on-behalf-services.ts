import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import { createBookOnBehalfRepository } from '../../repositories/book-on-behalf.repository.ts'
import { createPeopleSearchRepository } from '../../repositories/people-search.repository.ts'
import type { SessionRepository } from '../../repositories/session.repository.ts'
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
  db: Kysely<DB>,
  deps: {
    audit: Pick<BusinessAuditService, 'record'>
    sessions: Pick<SessionRepository, 'setActingFor'>
    mail: Pick<MailDispatcher, 'dispatch'>
    booking: Pick<TripBookingService, 'book' | 'quote'>
  },
): BookOnBehalfServices {
  const repo = createBookOnBehalfRepository(db)
  return {
    actingFor: createActingForService({
      repo,
      people: createPeopleSearchRepository(db),
      audit: deps.audit,
      sessions: deps.sessions,
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
