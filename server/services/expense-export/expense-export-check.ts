import { createExpenseExportRepository } from '../../repositories/expense-export.repository.ts'
import type { BookingCheck } from '../trips/booking-checks.ts'
import type { BookingConfirmedListener } from '../trips/booking-confirmed.ts'
import type { ExpenseSender } from './expense-sender.ts'

/**
 * A confirmed booking's expense record (decision 057): queued in the confirming transaction when the
 * company has connected an expense system, and sent after it commits (without holding up the answer).
 */
export function expenseExportOnConfirmed(sender: ExpenseSender): BookingConfirmedListener {
  return async (db, { companyId, eventId }) => {
    const repo = createExpenseExportRepository(db)
    if (!(await repo.connection(companyId))) return null
    const record = await repo.record(eventId)
    if (!record) return null
    const id = await repo.queue(companyId, eventId, record)
    return id ? () => void sender.send(id) : null
  }
}

/**
 * The expense export's part of a booking at checkout: once the row is written, in the booking's
 * transaction, unless an approval holds it (the decision that lets it through confirms it then). It shows
 * nothing at checkout: it runs with the last section, after reporting fields have recorded their values.
 */
export function createExpenseExportCheck(confirmed: BookingConfirmedListener): BookingCheck {
  return {
    section: 'reportingFields',
    async quote() {
      return null
    },
    async apply() {},
    async booked(db, draft, outcome) {
      if (outcome.hold) return
      const work = await confirmed(db, { companyId: draft.companyId, eventId: draft.event.id })
      if (work) outcome.afterCommit.push(work)
    },
  }
}
