import type { MailOutboxRepository } from '../repositories/mail-outbox.repository.ts'
import { type MailLogger, mailLogFields } from './mail-log.ts'
import type { Mailer } from './mailer.ts'
import { renderMail } from './render-mail.ts'

/** Without an SMTP server, mail is rendered as it would be sent and kept for the /dev/outbox page. */
export function createOutboxMailer(outbox: MailOutboxRepository, logger: MailLogger): Mailer {
  return {
    async send(mail) {
      const { subject, text, html } = renderMail(mail)
      await outbox.insert({ to: mail.to, subject, text, html })
      logger.info(mailLogFields(mail), 'mail stored in the outbox')
    },
  }
}
