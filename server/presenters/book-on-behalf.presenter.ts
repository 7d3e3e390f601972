import type { TArranger, TBookRequest } from '../../shared/business/book-on-behalf-schemas.ts'
import type { BookRequestRow, PersonRow } from '../repositories/book-on-behalf.repository.ts'
import { accountName } from './account-name.ts'

export function presentArranger(p: PersonRow): TArranger {
  return { id: p.id, email: p.email, accountName: accountName(p) }
}

export function presentBookRequest(r: BookRequestRow): TBookRequest {
  return {
    id: r.id,
    status: r.status,
    note: r.note,
    decisionComment: r.decisionComment,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
    traveler: presentArranger(r.traveler),
    item: {
      eventId: r.eventId,
      title: r.title,
      vertical: r.vertical,
      priceMinor: r.priceMinor,
      currency: r.currency,
      startsAt: r.startsAt.toISOString(),
      tripName: r.tripName,
    },
  }
}
