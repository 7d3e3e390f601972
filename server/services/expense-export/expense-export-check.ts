import { createExpenseExportRepository } from '../../repositories/expense-export.repository.ts'
import type { BookingCheck } from '../trips/booking-checks.ts'
import type { ExpenseSender } from './expense-sender.ts'

/**
 * The expense export's part of a booking (decision 057): once the row is written, in the booking's
 * transaction, its expense record is queued when the company has connected an expense system; after
 * the booking commits it is sent (without holding up the answer). It shows nothing at checkout: it
 * runs with the last section, after reporting fields have recorded their values.
 */
export function createExpenseExportCheck(sender: ExpenseSender): BookingCheck {
  return {
    section: 'reportingFields',
    async quote() {
      return null
    },
    async apply() {},
    async booked(db, draft, outcome) {
      const repo = createExpenseExportRepository(db)
      if (outcome.hold || !(await repo.connection(draft.companyId))) return
      const record = await repo.record(draft.event.id)
      if (!record) return
      const id = await repo.queue(draft.companyId, draft.event.id, record)
      if (id) outcome.afterCommit.push(() => void sender.send(id))
    },
  }
}
