import { type Kysely, sql } from 'kysely'
import type { DB } from '../db/schema.ts'

export interface MailRecipientDaysRepository {
  /** Counts one more mail to the recipient today and answers how many that makes (this one included). */
  countOne(recipientHash: string, day: string): Promise<number>
  /** Forgets days before `day`. */
  forgetBefore(day: string): Promise<void>
}

export function createMailRecipientDaysRepository(db: Kysely<DB>): MailRecipientDaysRepository {
  return {
    async countOne(recipientHash, day) {
      const row = await db
        .insertInto('mail_recipient_days')
        .values({ recipient_hash: recipientHash, day, sent: 1 })
        .onConflict((oc) =>
          oc
            .columns(['recipient_hash', 'day'])
            .doUpdateSet({ sent: sql<number>`mail_recipient_days.sent + 1` }),
        )
        .returning('sent')
        .executeTakeFirstOrThrow()
      return row.sent
    },
    async forgetBefore(day) {
      await db.deleteFrom('mail_recipient_days').where('day', '<', day).execute()
    },
  }
}
