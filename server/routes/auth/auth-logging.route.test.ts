import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD, seedDemo } from '../../db/seed.ts'
import { silentLogger } from '../../db/test-databases.ts'
import { createLogger } from '../../logger.ts'
import { startSmtpSink } from '../../mail/test-smtp.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { linkToken, mailedCode, newBrowser, postForm, STRONG_PASSWORD, uniqueEmail } from './auth-test-kit.ts'

describe('what the auth routes log', () => {
  let t: TestApp
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>
  const lines: string[] = []
  beforeAll(async () => {
    smtp = await startSmtpSink()
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const logger = createLogger('info', sink)
    t = await startTestApp('pglite', { env: { SMTP_URL: smtp.url }, logger })
    await seedDemo(t.database.db, silentLogger)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('[ASVS 16.3.1][ASVS 16.2.5] logs every sign-in success and failure, never a password, cookie, token or code', async () => {
    const secrets: string[] = [STRONG_PASSWORD, DEMO_PASSWORD, 'a wrong password typed here']
    const email = uniqueEmail('log')
    const browser = await newBrowser(t.app)
    secrets.push(browser.cookie.split('=')[1] ?? '', browser.token)
    await postForm(t.app, browser, AUTH_PATHS.register, {
      username: email,
      passwd: STRONG_PASSWORD,
      consent: 'true',
    })
    const link = linkToken((await smtp.waitFor((m) => m.to === email)).text)
    secrets.push(link)
    await postForm(t.app, browser, AUTH_PATHS.confirm, { token: link })
    secrets.push(browser.cookie.split('=')[1] ?? '', browser.token)
    await postForm(t.app, await newBrowser(t.app), AUTH_PATHS.login, {
      username: 'traveler@fernway.test',
      passwd: 'a wrong password typed here',
    })
    const codeBrowser = await newBrowser(t.app)
    await postForm(t.app, codeBrowser, AUTH_PATHS.codeSend, { username: 'traveler@fernway.test' })
    const code = mailedCode((await smtp.waitFor((m) => m.to === 'traveler@fernway.test')).text)
    secrets.push(code)
    await postForm(t.app, codeBrowser, AUTH_PATHS.codeVerify, { username: 'traveler@fernway.test', code })
    secrets.push(codeBrowser.cookie.split('=')[1] ?? '')

    const log = lines.join('')
    for (const secret of secrets.filter((s) => s.length >= 6)) expect(log).not.toContain(secret)
    const events = lines.map((l) => JSON.parse(l).event).filter(Boolean)
    expect(events).toContain('auth.register')
    expect(events).toContain('auth.confirmed')
    expect(events).toContain('auth.signin')
    expect(events).toContain('auth.signin.failed')
  })
})
