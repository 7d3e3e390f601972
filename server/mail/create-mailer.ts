import type { Kysely } from 'kysely'
import type { AppConfig } from '../config.ts'
import type { DB } from '../db/schema.ts'
import { createMailOutboxRepository } from '../repositories/mail-outbox.repository.ts'
import { createMailRecipientDaysRepository } from '../repositories/mail-recipient-days.repository.ts'
import type { MailLogger } from './mail-log.ts'
import type { Mailer } from './mailer.ts'
import { createOutboxMailer } from './outbox-mailer.ts'
import { withRecipientCap } from './recipient-cap.ts'
import { createSmtpMailer } from './smtp-mailer.ts'

/** SMTP when SMTP_URL is set, otherwise the outbox table that /dev/outbox shows; capped per recipient. */
export function createMailer(config: AppConfig, db: Kysely<DB>, logger: MailLogger): Mailer {
  return withRecipientCap(transportOf(config, db, logger), createMailRecipientDaysRepository(db), {
    secret: config.secret,
    logger,
  })
}

function transportOf(config: AppConfig, db: Kysely<DB>, logger: MailLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom, logger })
  if (config.env === 'production') {
    logger.warn('SMTP_URL is not set: mail is only stored in the mail_outbox table, and nobody receives it')
  }
  return createOutboxMailer(createMailOutboxRepository(db), logger)
}
