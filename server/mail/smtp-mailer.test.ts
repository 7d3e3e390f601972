import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logLines } from '../testing/log-lines.ts'
import { SAMPLE_MESSAGES, sampleMail, sampleValues } from '../testing/mail/test-mail-samples.ts'
import { type SmtpSink, startSmtpSink } from '../testing/mail/test-smtp.ts'
import { escapeHtml } from './html.ts'
import { MAIL_KINDS } from './render-mail.ts'
import { createSmtpMailer, MailDeliveryError } from './smtp-mailer.ts'

function capturingLogger() {
  const { lines, stream } = logLines()
  return { logger: pino({ level: 'info' }, stream), lines }
}

describe('SMTP mailer through a real SMTP server', () => {
  let sink: SmtpSink
  const log = capturingLogger()
  beforeAll(async () => {
    sink = await startSmtpSink()
  })
  afterAll(async () => sink?.close())

  it.each(MAIL_KINDS)('delivers %s with its content intact', async (kind) => {
    const mailer = createSmtpMailer({
      url: sink.url,
      from: 'Skylark <no-reply@skylark.test>',
      logger: log.logger,
    })
    const to = `${kind.replace(/_/g, '-')}@northwind.test`
    const message = SAMPLE_MESSAGES[kind]
    await mailer.send(sampleMail(message, { to, brandName: 'Skylark' }))
    const received = await sink.waitFor((m) => m.to === to)
    expect(received.from).toBe('no-reply@skylark.test')
    expect(received.subject).toContain('Skylark')
    for (const value of sampleValues(message)) {
      expect(received.text).toContain(value)
      expect(received.html).toContain(escapeHtml(value))
    }
  })

  it('carries Korean text and escaped HTML over the wire', async () => {
    const mailer = createSmtpMailer({
      url: sink.url,
      from: 'Fernway <no-reply@fernway.test>',
      logger: log.logger,
    })
    const to = 'kim@northwind.test'
    await mailer.send(
      sampleMail(SAMPLE_MESSAGES.email_changed_notice, { to, language: 'ko', brandName: '하늘 <Air>' }),
    )
    const received = await sink.waitFor((m) => m.to === to)
    expect(received.subject).toBe('하늘 <Air> 계정의 이메일 주소가 변경되었습니다')
    expect(received.text).toContain('new<b>@example.test')
    expect(received.html).toContain('하늘 &lt;Air&gt;')
    expect(received.html).toContain('new&lt;b&gt;@example.test')
    expect(received.html).not.toContain('<b>')
  })

  it('logs the kind and a partial recipient, never the address, code or link', async () => {
    const { logger, lines } = capturingLogger()
    const mailer = createSmtpMailer({ url: sink.url, from: 'Fernway <no-reply@fernway.test>', logger })
    for (const kind of MAIL_KINDS)
      await mailer.send(sampleMail(SAMPLE_MESSAGES[kind], { to: 'secret.person@northwind.test' }))
    expect(lines).toHaveLength(MAIL_KINDS.length)
    const logged = lines.join('')
    expect(logged).toContain('"mailKind":"magic_code"')
    expect(logged).toContain('"recipient":"s***@northwind.test"')
    expect(logged).not.toContain('secret.person')
    for (const kind of MAIL_KINDS) {
      for (const value of sampleValues(SAMPLE_MESSAGES[kind])) expect(logged).not.toContain(value)
    }
  })

  it('fails, without the message in the log, when the server cannot be reached', async () => {
    const closed = await startSmtpSink()
    await closed.close()
    const { logger, lines } = capturingLogger()
    const mailer = createSmtpMailer({ url: closed.url, from: 'Fernway <no-reply@fernway.test>', logger })
    await expect(mailer.send(sampleMail(SAMPLE_MESSAGES.magic_code))).rejects.toBeInstanceOf(
      MailDeliveryError,
    )
    expect(lines.join('')).toContain('"code":"ESOCKET"')
    expect(lines.join('')).not.toContain('482913')
  })
})
