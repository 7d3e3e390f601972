import nodemailer from 'nodemailer'
import { type MailLogger, mailLogFields } from './mail-log.ts'
import type { Mailer } from './mailer.ts'
import { renderMail } from './render-mail.ts'

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port, or smtps:// for TLS from the first byte. */
  url: string
  /** The From header, e.g. `Fernway <no-reply@fernway.example>`. */
  from: string
  logger: MailLogger
}

export class MailDeliveryError extends Error {
  readonly code: string
  constructor(code: string) {
    super(`the SMTP server did not accept the mail (${code})`)
    this.name = 'MailDeliveryError'
    this.code = code
  }
}

/** Sends through an SMTP server with nodemailer; resolves once the server has accepted the mail. */
export function createSmtpMailer(options: SmtpMailerOptions): Mailer {
  const transport = nodemailer.createTransport(options.url)
  return {
    async send(mail) {
      const { subject, text, html } = renderMail(mail)
      try {
        await transport.sendMail({
          from: options.from,
          to: mail.to,
          subject,
          text,
          html,
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content),
          })),
        })
      } catch (error) {
        // Nodemailer's error text and fields may quote the address: keep only the codes.
        const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
        options.logger.warn(
          { ...mailLogFields(mail), code, responseCode },
          'mail not accepted by the SMTP server',
        )
        throw new MailDeliveryError(typeof code === 'string' ? code : 'EMAIL')
      }
      options.logger.info(mailLogFields(mail), 'mail sent')
    },
  }
}
