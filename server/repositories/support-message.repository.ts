import type { Insertable, Kysely } from 'kysely'
import type { DB, SupportAttachmentsTable, SupportMessagesTable } from '../db/schema.ts'

export type NewSupportMessage = Insertable<SupportMessagesTable>
export type NewSupportAttachment = Omit<Insertable<SupportAttachmentsTable>, 'message_id'>

/** Messages to the account manager and issue reports, with their attachments (decision 035). */
export interface SupportMessageRepository {
  insert(
    message: NewSupportMessage,
    attachments: readonly NewSupportAttachment[],
    trx: Kysely<DB>,
  ): Promise<string>
  companyName(companyId: string): Promise<string | null>
  transaction<T>(work: (trx: Kysely<DB>) => Promise<T>): Promise<T>
}

export function createSupportMessageRepository(db: Kysely<DB>): SupportMessageRepository {
  return {
    async insert(message, attachments, trx) {
      const { id } = await trx
        .insertInto('support_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow()
      if (attachments.length > 0) {
        await trx
          .insertInto('support_attachments')
          .values(attachments.map((a) => ({ ...a, message_id: id })))
          .execute()
      }
      return id
    },
    async companyName(companyId) {
      const row = await db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirst()
      return row?.name ?? null
    },
    transaction: (work) => db.transaction().execute(work),
  }
}
