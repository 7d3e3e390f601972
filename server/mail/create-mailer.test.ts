import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_MAIL_FROM, loadConfig } from '../config.ts'
import { createMailOutboxRepository } from '../repositories/mail-outbox.repository.ts'
import {
  openTestDatabase,
  silentLogger,
  type TestDatabase,
  testDatabaseKinds,
} from '../testing/db/test-databases.ts'
import { SAMPLE_MESSAGES, sampleMail } from '../testing/mail/test-mail-samples.ts'
import { type SmtpSink, startSmtpSink } from '../testing/mail/test-smtp.ts'
import { createMailer } from './create-mailer.ts'
import { createOutboxMailer } from './outbox-mailer.ts'

describe.each(testDatabaseKinds())('createMailer (%s)', (kind) => {
  let database: TestDatabase
  let sink: SmtpSink
  beforeAll(async () => {
    database = await openTestDatabase(kind)
    sink = await startSmtpSink()
  })
  afterAll(async () => {
    await sink?.close()
    await database?.close()
  })

  it('reads MAIL_FROM, with a default', () => {
    expect(loadConfig({}).mailFrom).toBe(DEFAULT_MAIL_FROM)
    expect(loadConfig({ MAIL_FROM: 'Skylark <hello@skylark.test>' }).mailFrom).toBe(
      'Skylark <hello@skylark.test>',
    )
    expect(() => loadConfig({ MAIL_FROM: 'a@b.test\r\nBcc: c@d.test' })).toThrow(/MAIL_FROM/)
  })

  it('sends over SMTP from MAIL_FROM when SMTP_URL is set, and stores nothing', async () => {
    const config = loadConfig({ SMTP_URL: sink.url, MAIL_FROM: 'Skylark <hello@skylark.test>' })
    const outbox = createMailOutboxRepository(database.db)
    await outbox.clear()
    await createMailer(config, database.db, silentLogger).send(
      sampleMail(SAMPLE_MESSAGES.reset, { to: 'smtp@northwind.test' }),
    )
    const received = await sink.waitFor((m) => m.to === 'smtp@northwind.test')
    expect(received.from).toBe('hello@skylark.test')
    expect(await outbox.listRecent(10)).toEqual([])
  })

  it('stores the rendered mail in the outbox when SMTP_URL is not set', async () => {
    const config = loadConfig({})
    const outbox = createMailOutboxRepository(database.db)
    await outbox.clear()
    const received = sink.messages.length
    await createMailer(config, database.db, silentLogger).send(
      sampleMail(SAMPLE_MESSAGES.magic_code, { to: 'outbox@northwind.test', language: 'ko' }),
    )
    const [row] = await outbox.listRecent(10)
    expect(row).toMatchObject({ to_address: 'outbox@northwind.test', subject: 'Fernway 로그인 코드: 482913' })
    expect(row?.text_body).toContain('482913')
    expect(row?.html_body).toContain('<!doctype html>')
    expect(sink.messages.length).toBe(received)
  })

  it('the outbox mailer refuses a mail it cannot render, storing nothing', async () => {
    const outbox = createMailOutboxRepository(database.db)
    await outbox.clear()
    const mailer = createOutboxMailer(outbox, silentLogger)
    await expect(mailer.send(sampleMail({ kind: 'reset', link: 'javascript:alert(1)' }))).rejects.toThrow()
    expect(await outbox.listRecent(10)).toEqual([])
  })
})
