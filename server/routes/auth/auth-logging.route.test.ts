import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { SSO_CALLBACK_PATH } from '../../../shared/sso/sso-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { createLogger } from '../../logger.ts'
import {
  linkToken,
  mailedCode,
  newBrowser,
  postForm,
  STRONG_PASSWORD,
  uniqueEmail,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'
import { logLines } from '../../testing/log-lines.ts'

describe('what the auth routes log', () => {
  const { lines, stream } = logLines()
  // The most verbose level: nothing logged at any level may hold a secret.
  const { t, smtp } = useSeededAppWithMail('pglite', { logger: createLogger('trace', stream) })

  it('[ASVS #43 16.3.1][ASVS #43 16.2.5] logs every sign-in success and failure, never a password, cookie, token or code', async () => {
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

  it('[ASVS #43 16.3.2][ASVS #43 16.2.5] logs resets, sign-outs and every refusal by request id, and no link, code or token in a URL', async () => {
    const secrets: string[] = ['a brand new long passphrase']
    const refused: { id: string; status: number }[] = []
    const keep = (res: { statusCode: number; headers: Record<string, unknown> }) => {
      if (res.statusCode === 401 || res.statusCode === 403)
        refused.push({ id: String(res.headers['x-request-id']), status: res.statusCode })
      return res
    }
    const email = 'ava@northwind.test'
    await postForm(t.app, await newBrowser(t.app), AUTH_PATHS.forgot, { username: email })
    const link = linkToken((await smtp.waitFor((m) => m.to === email && m.text.includes('#token='))).text)
    secrets.push(link)
    const browser = await newBrowser(t.app)
    await postForm(t.app, browser, AUTH_PATHS.reset, { token: link, passwd: secrets[0] as string })
    secrets.push(browser.cookie.split('=')[1] ?? '', browser.token)
    // A member calling an admin route, a visitor calling a member route, a post without its form token.
    keep(await t.app.inject({ url: AUDIT_LOG_API, headers: { cookie: browser.cookie } }))
    keep(await t.app.inject({ url: AUDIT_LOG_API }))
    keep(await t.app.inject({ method: 'POST', url: AUTH_PATHS.logout, headers: { cookie: browser.cookie } }))
    // Secrets that arrive in a URL: a provider's code and state, the e-mailed company deletion link.
    const code = `code${crypto.randomBytes(12).toString('hex')}`
    const state = `state${crypto.randomBytes(12).toString('hex')}`
    const deletion = `tok${crypto.randomBytes(12).toString('hex')}`
    secrets.push(code, state, deletion)
    await t.app.inject({
      url: `${SSO_CALLBACK_PATH}?code=${code}&state=${state}`,
      headers: { cookie: browser.cookie },
    })
    await t.app.inject({ url: `/k/run/googleauth/callback?code=${code}&state=${state}` })
    keep(
      await t.app.inject({
        method: 'DELETE',
        url: `/i/api/business/company/v1/ABC123/1700000000000/${deletion}`,
        headers: { cookie: browser.cookie, 'x-csrf': browser.token },
      }),
    )
    await postForm(t.app, browser, AUTH_PATHS.logout, {})

    const log = lines.join('')
    for (const secret of secrets.filter((s) => s.length >= 6)) expect(log, secret).not.toContain(secret)
    const entries = lines.map((l) => JSON.parse(l))
    const events = entries.map((e) => e.event).filter(Boolean)
    expect(events).toContain('auth.password.reset')
    expect(events).toContain('auth.signout')
    expect(entries.some((e) => e.msg === 'business call refused' && e.code === 'PERMISSION_DENIED')).toBe(
      true,
    )
    // Every refusal can be found in the log by its request id, with its status.
    expect(refused.length).toBeGreaterThanOrEqual(4)
    for (const { id, status } of refused)
      expect(
        entries.some((e) => e.reqId === id && e.res?.statusCode === status),
        `${id} ${status}`,
      ).toBe(true)
  })
})
