import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll } from 'vitest'

export interface ReceivedMail {
  /** Envelope recipients, comma-separated. */
  to: string
  from: string
  subject: string
  text: string
  /** Empty when the mail had no HTML part. */
  html: string
  /** Files attached to the mail. */
  attachments: { filename: string; contentType: string; content: Buffer }[]
}

export interface SmtpSink {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string
  /** Every mail received so far, oldest first. */
  messages: ReceivedMail[]
  /** The first mail (already received or still to come) that matches. */
  waitFor(predicate: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /** Forgets every mail and waiter, for a sink that serves one test file after another. */
  reset(): void
  close(): Promise<void>
}

interface Waiter {
  predicate: (mail: ReceivedMail) => boolean
  resolve: (mail: ReceivedMail) => void
}

/** A real SMTP server on loopback for tests: mail goes through nodemailer and the wire, then is parsed back. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = []
  const waiters = new Set<Waiter>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? '',
              contentType: a.contentType,
              content: a.content,
            })),
          }
          messages.push(mail)
          for (const waiter of waiters) {
            if (waiter.predicate(mail)) {
              waiters.delete(waiter)
              waiter.resolve(mail)
            }
          }
          callback()
        })
        .catch((error: Error) => callback(error))
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const address = server.server.address()
  if (!address || typeof address === 'string') throw new Error('the SMTP sink has no port')

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(predicate, timeoutMs = 5_000) {
      const found = messages.find(predicate)
      if (found) return Promise.resolve(found)
      return new Promise((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve: (mail) => {
            clearTimeout(timer)
            resolve(mail)
          },
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter)
          reject(new Error(`no matching mail within ${timeoutMs} ms (${messages.length} received)`))
        }, timeoutMs)
        waiters.add(waiter)
      })
    },
    reset() {
      messages.length = 0
      waiters.clear()
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * The SMTP sink of a describe block: started in its beforeAll (register it before the app that mails to
 * it, whose options then read its url in a function), closed in its afterAll; filled when started.
 */
export function useSmtpSink(): SmtpSink {
  const sink = {} as SmtpSink
  beforeAll(async () => {
    Object.assign(sink, await startSmtpSink())
  })
  afterAll(async () => {
    // Unset when beforeAll failed to start it.
    await sink.close?.()
  })
  return sink
}
