import type { BaseLogger } from 'pino'
import type { OutgoingMail } from './mailer.ts'

export type MailLogger = Pick<BaseLogger, 'info' | 'warn'>

/** "dana@northwind.test" → "d***@northwind.test": enough to tell mails apart, not to read the address. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at <= 0) return '***'
  return `${email[0]}***${email.slice(at)}`
}

/** What a log line may say about a mail: never its subject or body, which hold codes and links. */
export function mailLogFields(mail: OutgoingMail): { mailKind: string; recipient: string } {
  return { mailKind: mail.message.kind, recipient: maskEmail(mail.to) }
}
