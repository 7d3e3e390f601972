import type { Insertable, Kysely } from 'kysely'
import type { DB, SupportAttachmentsTable, SupportMessagesTable } from '../db/schema.ts'
import { companyNamesRepository } from './company-names.repository.ts'

export type NewSupportMessage = Insertable<SupportMessagesTable>
export type NewSupportAttachment = Omit<Insertable<SupportAttachmentsTable>, 'message_id'>

/** Messages to the account manager and issue reports, with their attachments (decision 035). */
export interface SupportMessageRepository {
  /** Run it in a transaction: the message and its attachments are stored together. */
  insert(message: NewSupportMessage, attachments: readonly NewSupportAttachment[]): Promise<string>
  companyName(companyId: string): Promise<string | null>
}

export function createSupportMessageRepository(db: Kysely<DB>): SupportMessageRepository {
  return {
    async insert(message, attachments) {
      const { id } = await db
        .insertInto('support_messages')
        .values(message)
        .returning('id')
        .executeTakeFirstOrThrow()
      if (attachments.length > 0) {
        await db
          .insertInto('support_attachments')
          .values(attachments.map((a) => ({ ...a, message_id: id })))
          .execute()
      }
      return id
    },
    companyName: (companyId) => companyNamesRepository(db).companyName(companyId),
  }
}
