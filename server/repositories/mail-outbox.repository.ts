import { type Kysely, type Selectable, sql } from 'kysely'
import type { DB, MailOutboxTable } from '../db/schema.ts'

export type MailOutboxRow = Selectable<MailOutboxTable>

export interface NewOutboxMail {
  to: string
  subject: string
  text: string
  html: string | null
}

/** Mail kept in the database instead of sent, for the development outbox page. */
export interface MailOutboxRepository {
  insert(mail: NewOutboxMail): Promise<void>
  /** Newest first. */
  listRecent(limit: number): Promise<MailOutboxRow[]>
  clear(): Promise<void>
}

export function createMailOutboxRepository(db: Kysely<DB>): MailOutboxRepository {
  return {
    async insert(mail) {
      await db
        .insertInto('mail_outbox')
        .values({
          to_address: mail.to,
          subject: mail.subject,
          text_body: mail.text,
          html_body: mail.html,
          // PGlite's clock ticks in milliseconds: keep the times strictly increasing so "newest first" holds.
          created_at: sql<Date>`greatest(clock_timestamp(), (select max(created_at) from mail_outbox) + interval '1 microsecond')`,
        })
        .execute()
    },
    async listRecent(limit) {
      return db.selectFrom('mail_outbox').selectAll().orderBy('created_at', 'desc').limit(limit).execute()
    },
    async clear() {
      await db.deleteFrom('mail_outbox').execute()
    },
  }
}
