import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OutgoingMail } from '../../mail/mailer.ts'
import { createData } from '../../repositories/data.ts'
import type { ActiveSession } from '../../repositories/session.repository.ts'
import { createSessionRepository } from '../../repositories/session.repository.ts'
import { createTestUser, signInBrowser, TEST_PASSWORD } from '../../testing/account/account-test-support.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { type AccountServices, createAccountServices } from './account-services.ts'

/** What the account services ask the mailer to send; the mailer itself is tested with the mail module. */
describe('account mail', () => {
  let t: TestApp
  let services: AccountServices
  const sent: OutgoingMail[] = []
  const reported: unknown[] = []
  let failNotices = false
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { publicOrigin: 'https://fernway.test' } })
    services = createAccountServices(createData(t.database.db), t.config, {
      revoke: createSessionRepository(t.database.db),
      mailer: {
        send: async (mail) => {
          if (failNotices && mail.message.kind !== 'email_change') throw new Error('smtp down')
          sent.push(mail)
        },
      },
      reportError: (error) => reported.push(error),
    })
  })
  afterAll(async () => t?.close())

  async function sessionOf(user: { id: string; email: string }): Promise<ActiveSession> {
    const browser = await signInBrowser(t, user)
    const session = await t.app.services.authState.sessionFor(browser.cookie.slice('fw_sg='.length))
    if (!session) throw new Error('not signed in')
    return session
  }

  it('mails the confirmation link to the new address and a notice to the old one', async () => {
    sent.length = 0
    const user = await createTestUser(t)
    await services.emailChange.requestChange(await sessionOf(user), 'fresh@example.test', {
      brandName: 'Skylark',
    })
    expect(sent).toHaveLength(2)
    const [link, notice] = sent
    expect(link).toMatchObject({ to: 'fresh@example.test', language: 'en', brandName: 'Skylark' })
    expect(link?.message.kind).toBe('email_change')
    if (link?.message.kind === 'email_change') {
      expect(link.message.link).toMatch(
        /^https:\/\/fernway\.test\/profile\/account\?confirmEmail=1#token=[A-Za-z0-9_-]{43}$/,
      )
    }
    expect(notice).toMatchObject({
      to: user.email,
      message: { kind: 'email_changed_notice', newEmail: 'fresh@example.test' },
    })
  })

  it('tells the owner of a taken address instead, and sends no link anywhere', async () => {
    sent.length = 0
    const owner = await createTestUser(t)
    const user = await createTestUser(t)
    await services.emailChange.requestChange(await sessionOf(user), owner.email, { brandName: 'Fernway' })
    expect(sent.map((m) => [m.to, m.message.kind])).toEqual([
      [owner.email, 'account_exists'],
      [user.email, 'email_changed_notice'],
    ])
    expect(JSON.stringify(sent)).not.toContain('token=')
  })

  it('sends a password-changed notice, and a failing notice does not undo the change', async () => {
    sent.length = 0
    const user = await createTestUser(t)
    const session = await sessionOf(user)
    const input = {
      currentPasswd: TEST_PASSWORD,
      passwd: 'another long enough passphrase',
      endOtherSessions: false,
    }
    await services.passwordChange.changePassword(session, input, { brandName: 'Fernway' })
    expect(sent).toEqual([
      { to: user.email, language: 'en', brandName: 'Fernway', message: { kind: 'password_changed' } },
    ])
    failNotices = true
    await services.passwordChange.changePassword(
      session,
      { ...input, currentPasswd: input.passwd, passwd: 'yet another long passphrase' },
      { brandName: 'Fernway' },
    )
    failNotices = false
    expect(reported).toHaveLength(1)
  })
})
