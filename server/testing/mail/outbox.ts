import type { TestApp } from '../test-app.ts'

/** The development outbox's mails to an address, newest first, once the dispatcher has handed them over. */
export async function mailsTo(t: TestApp, email: string) {
  await t.app.services.mail.settled()
  return t.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('to_address', '=', email)
    .orderBy('created_at', 'desc')
    .execute()
}
