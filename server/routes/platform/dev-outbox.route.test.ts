import { describe, expect, it } from 'vitest'
import { createOutboxMailer } from '../../mail/outbox-mailer.ts'
import { createMailOutboxRepository } from '../../repositories/mail-outbox.repository.ts'
import { silentLogger, testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { SAMPLE_MESSAGES, sampleMail } from '../../testing/mail/test-mail-samples.ts'
import { startTestApp } from '../../testing/test-app.ts'
import { useTestApp } from '../../testing/use-test-app.ts'
import { DEV_OUTBOX_LIMIT, devOutboxEnabled } from './dev-outbox.route.ts'

const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://fernway.example',
  FERNWAY_SECRET: 'x'.repeat(40),
  SMTP_URL: 'smtp://127.0.0.1:2525',
  LOG_LEVEL: 'silent',
}

describe('devOutboxEnabled', () => {
  it('is on in development and tests without SMTP, off in production or with SMTP', () => {
    expect(devOutboxEnabled({ env: 'development', smtpUrl: null })).toBe(true)
    expect(devOutboxEnabled({ env: 'test', smtpUrl: null })).toBe(true)
    expect(devOutboxEnabled({ env: 'development', smtpUrl: 'smtp://127.0.0.1:2525' })).toBe(false)
    expect(devOutboxEnabled({ env: 'production', smtpUrl: null })).toBe(false)
  })
})

describe.each(testDatabaseKinds())('development outbox (%s)', (kind) => {
  const t = useTestApp(kind)

  const mailer = () => createOutboxMailer(createMailOutboxRepository(t.database.db), silentLogger)

  it('lists a mail sent through the outbox mailer as HTML, escaped, with clickable links', async () => {
    await mailer().send(
      sampleMail(SAMPLE_MESSAGES.reset, { to: 'page@northwind.test', brandName: 'Sky<script>' }),
    )
    const res = await t.app.inject('/dev/outbox')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'")
    expect(res.body).toContain('page@northwind.test')
    expect(res.body).toContain('Reset your Sky&lt;script&gt; password')
    expect(res.body).not.toContain('<script')
    const link = SAMPLE_MESSAGES.reset.kind === 'reset' ? SAMPLE_MESSAGES.reset.link : ''
    expect(res.body).toContain(`<a href="${link}">${link}</a>`)
  })

  it('answers the same mail as JSON', async () => {
    await mailer().send(sampleMail(SAMPLE_MESSAGES.magic_code, { to: 'json@northwind.test' }))
    const res = await t.app.inject('/dev/outbox.json')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const [newest] = res.json()
    expect(newest).toEqual({
      to: 'json@northwind.test',
      subject: 'Your Fernway sign-in code: 482913',
      text: expect.stringContaining('482913'),
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    })
  })

  it(`shows the last ${DEV_OUTBOX_LIMIT}, newest first`, async () => {
    const outbox = createMailOutboxRepository(t.database.db)
    await outbox.clear()
    for (let n = 1; n <= DEV_OUTBOX_LIMIT + 5; n++) {
      await outbox.insert({ to: `n${n}@northwind.test`, subject: `Mail ${n}`, text: `Body ${n}`, html: null })
    }
    const list = (await t.app.inject('/dev/outbox.json')).json() as { to: string }[]
    expect(list).toHaveLength(DEV_OUTBOX_LIMIT)
    expect(list[0]?.to).toBe(`n${DEV_OUTBOX_LIMIT + 5}@northwind.test`)
    expect(list.at(-1)?.to).toBe('n6@northwind.test')
    const page = (await t.app.inject('/dev/outbox')).body
    expect(page.indexOf('Mail 55')).toBeLessThan(page.indexOf('Mail 54'))
    expect(page).not.toContain('Mail 5<')
  })
})

describe.each(testDatabaseKinds())('development outbox where mail is really sent (%s)', (kind) => {
  it('is not there in production: the mail in the table never reaches a response', async () => {
    const t = await startTestApp(kind, { env: PRODUCTION_ENV })
    try {
      await createOutboxMailer(createMailOutboxRepository(t.database.db), silentLogger).send(
        sampleMail(SAMPLE_MESSAGES.magic_code, { to: 'prod@northwind.test' }),
      )
      expect(t.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false)
      expect(t.app.hasRoute({ method: 'GET', url: '/dev/outbox.json' })).toBe(false)
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        const res = await t.app.inject(url)
        expect(res.statusCode, url).not.toBe(200)
        expect(res.body).not.toContain('prod@northwind.test')
        expect(res.body).not.toContain('482913')
      }
    } finally {
      await t.close()
    }
  })

  it('is not there when SMTP_URL is set', async () => {
    const t = await startTestApp(kind, { env: { SMTP_URL: 'smtp://127.0.0.1:2525' } })
    try {
      expect(t.app.hasRoute({ method: 'GET', url: '/dev/outbox' })).toBe(false)
    } finally {
      await t.close()
    }
  })
})
