import type { Logger } from 'pino'
import type { Mailer, OutgoingMail } from './mailer.ts'

/**
 * Sends without making the request wait: an answer must take the same time whether or not a mail
 * went out (no user enumeration by timing). Failures are logged, never shown.
 */
export interface MailDispatcher {
  dispatch(mail: OutgoingMail): void
  /** Resolves when every mail dispatched so far has been handed over or has failed. */
  settled(): Promise<void>
}

export function createMailDispatcher(mailer: Mailer, logger: Pick<Logger, 'error'>): MailDispatcher {
  const pending = new Set<Promise<void>>()
  return {
    dispatch(mail) {
      const sending = mailer
        .send(mail)
        .catch((err: unknown) => logger.error({ err, kind: mail.message.kind }, 'mail not sent'))
        .finally(() => pending.delete(sending))
      pending.add(sending)
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending])
    },
  }
}
