import {
  BOOK_ON_BEHALF_LIMITS,
  BookOnBehalfErrorCode,
} from '../../../shared/business/book-on-behalf-contract.ts'
import type {
  TBookRequest,
  TBookRequestCreate,
  TBookRequestList,
} from '../../../shared/business/book-on-behalf-schemas.ts'
import type { TCheckoutInput, TCheckoutQuoteResponse } from '../../../shared/business/checkout-schemas.ts'
import { joinFullTripId } from '../../../shared/trips/trip-ids.ts'
import { TRIPS_PAGES } from '../../../shared/trips/trips-contract.ts'
import { HttpError } from '../../http-error.ts'
import type { MailDispatcher } from '../../mail/mail-dispatcher.ts'
import { auditActorOf, type BusinessSession } from '../../plugins/business-access.ts'
import { accountName } from '../../presenters/account-name.ts'
import { presentBookRequest } from '../../presenters/book-on-behalf.presenter.ts'
import type { BookOnBehalfRepository, BookRequestRow } from '../../repositories/book-on-behalf.repository.ts'
import type { AuditChange, BusinessAuditService } from '../business/business-audit.service.ts'
import { isUniqueViolation } from '../company/company-errors.ts'
import type { MailContext } from '../members/members-deps.ts'
import type { TripActor } from '../trips/trip-guards.ts'

/** Requests to book (decision 056): travellers ask, processors book or decline, travellers hear back. */
export interface BookRequestsService {
  create(session: BusinessSession, input: TBookRequestCreate): Promise<TBookRequest>
  mine(session: BusinessSession): Promise<TBookRequestList>
  queue(session: BusinessSession): Promise<TBookRequestList>
  /** The checkout's quote for the item, as the processor acting for its traveller (opens the trip to them). */
  checkout(session: BusinessSession, actor: TripActor, id: string): Promise<TCheckoutQuoteResponse>
  /** Books the item for its traveller as the processor (booker) acting for them, once. */
  book(
    session: BusinessSession,
    actor: TripActor,
    id: string,
    checkout: TCheckoutInput,
    mail: MailContext,
  ): Promise<TBookRequest>
  decline(session: BusinessSession, id: string, comment: string, mail: MailContext): Promise<TBookRequest>
}

const notFound = () => new HttpError(404, BookOnBehalfErrorCode.REQUEST_NOT_FOUND, 'No such request to book.')
const notOpen = () =>
  new HttpError(409, BookOnBehalfErrorCode.REQUEST_NOT_OPEN, 'This request was already answered.')

/** The audit entry of a request's answer, named by its traveller. */
const answered = (row: BookRequestRow, verb: 'book' | 'decline'): AuditChange => ({
  action: `bookOnBehalf.request.${verb}`,
  targetType: 'bookRequest',
  targetId: row.id,
  targetLabel: row.traveler.email,
})

export function createBookRequestsService(deps: {
  repo: BookOnBehalfRepository
  audit: Pick<BusinessAuditService, 'record'>
  mail: Pick<MailDispatcher, 'dispatch'>
  /** Trips' booking rule (trip-booking.service.ts), the one every Book button goes through. */
  bookEvent: (actor: TripActor, eventId: string, checkout: TCheckoutInput) => Promise<unknown>
  quoteEvent: (actor: TripActor, eventId: string) => Promise<TCheckoutQuoteResponse>
  now?: () => Date
}): BookRequestsService {
  const { repo } = deps
  const now = deps.now ?? (() => new Date())

  async function openRequest(session: BusinessSession, id: string): Promise<BookRequestRow> {
    const row = await repo.findRequest(session.business.companyId, id)
    if (!row) throw notFound()
    if (row.status !== 'open') throw notOpen()
    if (row.traveler.id === session.userId)
      throw new HttpError(
        403,
        BookOnBehalfErrorCode.REQUEST_NOT_OPEN,
        'Your own requests are for others to answer.',
      )
    return row
  }

  function tell(row: BookRequestRow, session: BusinessSession, mail: MailContext, comment: string | null) {
    const link = `${mail.origin}${TRIPS_PAGES.trip(joinFullTripId(row.tripCode, row.ownerCode))}`
    const processor = accountName(session)
    deps.mail.dispatch({
      to: row.traveler.email,
      language: row.travelerLocale ?? mail.language,
      brandName: mail.brandName,
      message:
        comment === null
          ? { kind: 'book_request_booked', link, itemTitle: row.title, processor }
          : { kind: 'book_request_declined', link, itemTitle: row.title, processor, comment },
    })
  }

  async function reread(session: BusinessSession, id: string) {
    const row = await repo.findRequest(session.business.companyId, id)
    if (!row) throw notFound()
    return presentBookRequest(row)
  }

  return {
    async create(session, input) {
      const companyId = session.business.companyId
      const event = await repo.ownOpenEvent(session.userId, input.eventId)
      if (!event)
        throw new HttpError(
          404,
          BookOnBehalfErrorCode.ITEM_NOT_REQUESTABLE,
          'Only a saved item of a trip you own or edit can be asked for.',
        )
      let id: string
      try {
        id = await repo.insertRequest(companyId, session.userId, event.id, input.note.trim())
      } catch (error) {
        if (isUniqueViolation(error))
          throw new HttpError(409, BookOnBehalfErrorCode.REQUEST_NOT_OPEN, 'You already asked for this item.')
        throw error
      }
      await deps.audit.record(auditActorOf(session), {
        action: 'bookOnBehalf.request.create',
        targetType: 'bookRequest',
        targetId: id,
      })
      return reread(session, id)
    },
    async mine(session) {
      const rows = await repo.listRequests(session.business.companyId, {
        travelerUserId: session.userId,
        limit: BOOK_ON_BEHALF_LIMITS.queuePageSize,
      })
      return { requests: rows.map(presentBookRequest) }
    },
    async queue(session) {
      const rows = await repo.listRequests(session.business.companyId, {
        open: true,
        limit: BOOK_ON_BEHALF_LIMITS.queuePageSize,
      })
      return { requests: rows.filter((r) => r.traveler.id !== session.userId).map(presentBookRequest) }
    },
    async checkout(session, actor, id) {
      const row = await openRequest(session, id)
      if (!['saved', 'inCart'].includes(row.eventState)) throw notOpen()
      await repo.grantEditor(row.tripId, session.userId, session.email, session.userId)
      return deps.quoteEvent({ ...actor, actingForUserId: row.traveler.id }, row.eventId)
    },
    async book(session, actor, id, checkout, mail) {
      const row = await openRequest(session, id)
      if (!['saved', 'inCart'].includes(row.eventState)) throw notOpen()
      // The request is the traveller's consent for this item: the processor edits its trip (a share
      // the traveller sees) and books it as the booker, the traveller as the traveller.
      await repo.grantEditor(row.tripId, session.userId, session.email, session.userId)
      await deps.bookEvent({ ...actor, actingForUserId: row.traveler.id }, row.eventId, checkout)
      if (!(await repo.decide(row.id, 'booked', session.userId, null, now()))) throw notOpen()
      await deps.audit.record(auditActorOf(session), answered(row, 'book'))
      tell(row, session, mail, null)
      return reread(session, id)
    },
    async decline(session, id, comment, mail) {
      const row = await openRequest(session, id)
      if (!(await repo.decide(row.id, 'declined', session.userId, comment, now()))) throw notOpen()
      await deps.audit.record(auditActorOf(session), answered(row, 'decline'))
      tell(row, session, mail, comment)
      return reread(session, id)
    },
  }
}
