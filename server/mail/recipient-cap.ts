import crypto from 'node:crypto'
import { addIsoDays, isoDay } from '../../shared/calendar-days.ts'
import type { MailRecipientDaysRepository } from '../repositories/mail-recipient-days.repository.ts'
import { type MailLogger, mailLogFields } from './mail-log.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'

/**
 * Mails that go to an address nobody has proven to us, or that anyone can make us send to someone else's
 * address: registration and business signup (new or taken), a domain's check, an invitation, a shared trip.
 */
export const UNPROVEN_KINDS: ReadonlySet<OutgoingMail['message']['kind']> = new Set([
  'confirm',
  'account_exists',
  'business_signup_confirm',
  'business_signup_exists',
  'business_join_company',
  'email_domain_verification',
  'business_invitation',
  'trip_shared',
])

/** How many of those one address receives in a day (UTC), whoever asks and from wherever (decision 089). */
export const RECIPIENT_DAILY_CAP = 10

/** The longest name a mail to an unproven address carries ("Dana Scully invites you"). */
export const MAIL_NAME_MAX = 60

/** A user-chosen name as such a mail shows it: one line, at most MAIL_NAME_MAX characters. */
export function cappedName(name: string): string {
  const line = name.replace(/\s+/g, ' ').trim()
  const chars = [...line]
  return chars.length <= MAIL_NAME_MAX ? line : `${chars.slice(0, MAIL_NAME_MAX - 1).join('')}…`
}

/**
 * Sends through `mailer`, except that an unproven address gets at most RECIPIENT_DAILY_CAP such mails a
 * day; the rest are dropped and logged (the request that caused them already answered, so the drop is
 * not seen, and no answer tells whether a mail went out). Counted in the database, so every instance
 * shares the count; the address is kept as an HMAC only.
 */
export function withRecipientCap(
  mailer: Mailer,
  days: MailRecipientDaysRepository,
  deps: { secret: string; logger: MailLogger; now?: () => Date },
): Mailer {
  const now = deps.now ?? (() => new Date())
  return {
    async send(mail) {
      if (!UNPROVEN_KINDS.has(mail.message.kind)) return mailer.send(mail)
      const today = isoDay(now())
      const recipient = crypto
        .createHmac('sha256', deps.secret)
        .update(`mail-recipient:${mail.to.trim().toLowerCase()}`)
        .digest('base64url')
      const sent = await days.countOne(recipient, today)
      // The day's first mail to someone clears the days before: the table stays a day or two deep.
      if (sent === 1) await days.forgetBefore(addIsoDays(today, -1))
      if (sent > RECIPIENT_DAILY_CAP) {
        deps.logger.warn(
          { ...mailLogFields(mail), sent },
          'mail to an unproven address over its daily cap: not sent',
        )
        return
      }
      return mailer.send(mail)
    },
  }
}
