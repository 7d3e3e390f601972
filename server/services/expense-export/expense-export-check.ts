import type { BookingConfirmedListener } from '../trips/booking-lifecycle.ts'
import type { ExpenseSender } from './expense-sender.ts'

/**
 * A confirmed booking's expense record (decision 057): queued in the confirming transaction when the
 * company has connected an expense system, and sent after it commits (without holding up the answer).
 */
export function expenseExportOnConfirmed(sender: ExpenseSender): BookingConfirmedListener {
  return async (data, { companyId, eventId }) => {
    if (companyId === null) return null
    const repo = data.expenseExport
    if (!(await repo.connection(companyId))) return null
    const record = await repo.record(eventId)
    if (!record) return null
    const id = await repo.queue(companyId, eventId, record)
    return id ? () => void sender.send(id) : null
  }
}
