import type { Kysely } from 'kysely'
import type { TExpenseExportStatus, TExpenseRecord } from '../../shared/business/expense-export-schemas.ts'
import type { DB } from '../db/schema.ts'

export interface ExpenseConnectionRow {
  companyId: string
  systemCode: 'EXPENSIFY'
  endpointUrl: string
  connectedBy: string | null
  connectedAt: Date
  lastSuccessAt: Date | null
  lastError: string | null
  lastErrorAt: Date | null
}

/** The company's expense connection and its deliveries (decision 057). Every statement names the company or the row. */
export function createExpenseExportRepository(db: Kysely<DB>) {
  const connection = async (companyId: string): Promise<ExpenseConnectionRow | null> =>
    (await db
      .selectFrom('expense_connections')
      .select([
        'company_id as companyId',
        'system_code as systemCode',
        'endpoint_url as endpointUrl',
        'connected_by as connectedBy',
        'connected_at as connectedAt',
        'last_success_at as lastSuccessAt',
        'last_error as lastError',
        'last_error_at as lastErrorAt',
      ])
      .where('company_id', '=', companyId)
      .executeTakeFirst()) ?? null
  return {
    connection,
    async connect(companyId: string, systemCode: 'EXPENSIFY', endpointUrl: string, userId: string) {
      const values = {
        system_code: systemCode,
        endpoint_url: endpointUrl,
        connected_by: userId,
        connected_at: new Date(),
        last_error: null,
        last_error_at: null,
      }
      await db
        .insertInto('expense_connections')
        .values({ company_id: companyId, ...values })
        .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
        .execute()
    },
    async disconnect(companyId: string) {
      await db.deleteFrom('expense_connections').where('company_id', '=', companyId).execute()
    },
    async counts(companyId: string): Promise<TExpenseExportStatus['deliveries']> {
      const rows = await db
        .selectFrom('expense_deliveries')
        .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
        .where('company_id', '=', companyId)
        .groupBy('status')
        .execute()
      const of = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
      return { pending: of('pending'), delivered: of('delivered'), failed: of('failed') }
    },
    /** The expense record of a booked event, as the booking row holds it now. */
    async record(eventId: string): Promise<TExpenseRecord | null> {
      const row = await db
        .selectFrom('trip_events as e')
        .innerJoin('users as u', 'u.id', 'e.traveler_user_id')
        .select([
          'e.id',
          'e.company_id',
          'e.price_minor',
          'e.currency',
          'e.vertical',
          'e.title',
          'e.starts_at',
          'e.ends_at',
          'e.booked_at',
          'e.rooms',
          'e.payment_kind',
          'e.reporting_values',
          'u.id as userId',
          'u.email',
          'u.first_name',
          'u.last_name',
        ])
        .where('e.id', '=', eventId)
        .executeTakeFirst()
      if (!row?.company_id || !row.booked_at) return null
      const iso = (d: Date | string) => new Date(d).toISOString()
      return {
        bookingId: row.id,
        companyId: row.company_id,
        traveler: {
          userId: row.userId,
          email: row.email,
          name: [row.first_name, row.last_name].filter(Boolean).join(' ') || row.email,
        },
        amountMinor: row.price_minor,
        currency: row.currency,
        vertical: row.vertical,
        title: row.title,
        startsAt: iso(row.starts_at),
        endsAt: row.ends_at ? iso(row.ends_at) : null,
        bookedAt: iso(row.booked_at),
        rooms: row.rooms,
        paymentKind: row.payment_kind,
        reportingValues: row.reporting_values,
      }
    },
    async queue(companyId: string, eventId: string, payload: TExpenseRecord): Promise<string | null> {
      const row = await db
        .insertInto('expense_deliveries')
        .values({ company_id: companyId, event_id: eventId, payload: JSON.stringify(payload) })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .returning('id')
        .executeTakeFirst()
      return row?.id ?? null
    },
    async delivery(id: string) {
      return (
        (await db
          .selectFrom('expense_deliveries')
          .select(['id', 'company_id as companyId', 'payload', 'status', 'attempts'])
          .where('id', '=', id)
          .executeTakeFirst()) ?? null
      )
    },
    async delivered(id: string, companyId: string) {
      const now = new Date()
      await db
        .updateTable('expense_deliveries')
        .set({
          status: 'delivered',
          delivered_at: now,
          attempts: (eb) => eb('attempts', '+', 1),
          last_error: null,
        })
        .where('id', '=', id)
        .execute()
      await db
        .updateTable('expense_connections')
        .set({ last_success_at: now })
        .where('company_id', '=', companyId)
        .execute()
    },
    async failed(id: string, companyId: string, error: string, final: boolean) {
      const now = new Date()
      await db
        .updateTable('expense_deliveries')
        .set({
          status: final ? 'failed' : 'pending',
          attempts: (eb) => eb('attempts', '+', 1),
          last_error: error,
        })
        .where('id', '=', id)
        .execute()
      await db
        .updateTable('expense_connections')
        .set({ last_error: error, last_error_at: now })
        .where('company_id', '=', companyId)
        .execute()
    },
  }
}
export type ExpenseExportRepository = ReturnType<typeof createExpenseExportRepository>
