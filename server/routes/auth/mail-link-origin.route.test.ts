import { describe, expect, it } from 'vitest'
import { ACCOUNT_API } from '../../../shared/account/account-contract.ts'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import {
  mailCount,
  newBrowser,
  nthMailTo,
  postForm,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'

const EMAIL = 'traveler@fernway.test'

/** Issue 27 item 7: in development, links follow a loopback host the request came in on, and no other. */
describe('the origin of the links in mails, in development', () => {
  const { t, smtp } = useSeededAppWithMail('pglite', { env: { NODE_ENV: 'development' } })

  async function resetMailVia(host: string) {
    const before = mailCount(smtp, EMAIL)
    const res = await postForm(
      t.app,
      await newBrowser(t.app),
      AUTH_PATHS.forgot,
      { username: EMAIL },
      { host },
    )
    expect(res.statusCode).toBe(200)
    return (await nthMailTo(smtp, EMAIL, before)).text
  }

  it('keeps the loopback host the developer used (127.0.0.1, [::1] or localhost on any port)', async () => {
    expect(t.config.env).toBe('development')
    for (const host of ['127.0.0.1:4173', '[::1]:4173', 'localhost:5999']) {
      expect(await resetMailVia(host), host).toContain(`http://${host}/`)
    }
  })

  it('never follows another Host header, however it is dressed as a loopback one', async () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example',
      'localhost:1@evil.example',
      '127.0.0.1.nip.io',
    ]) {
      const text = await resetMailVia(host)
      expect(text, host).toContain(`${t.config.publicOrigin}/`)
      expect(text, host).not.toContain('evil')
      expect(text, host).not.toContain('nip.io')
    }
  })

  it('the link to confirm a new e-mail address too', async () => {
    const browser = await newBrowser(t.app)
    const host = '127.0.0.1:4173'
    const login = await postForm(
      t.app,
      browser,
      AUTH_PATHS.login,
      { username: EMAIL, passwd: DEMO_PASSWORD },
      { host },
    )
    expect(login.statusCode).toBe(200)
    const to = `new-${Date.now()}@example.test`
    const res = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.email,
      remoteAddress: browser.ip,
      headers: { host, cookie: browser.cookie, 'x-csrf': browser.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ newEmail: to }),
    })
    expect(res.statusCode).toBe(200)
    expect((await nthMailTo(smtp, to, 0)).text).toContain(`http://${host}/`)
  })
})
