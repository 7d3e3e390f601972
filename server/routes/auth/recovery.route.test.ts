import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import {
  authState,
  linkToken,
  mailCount,
  mailedCode,
  newBrowser,
  nthMailTo,
  postForm,
  STRONG_PASSWORD,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

describe.each(testDatabaseKinds())('password reset and e-mailed codes (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)

  const login = async (username: string, passwd: string) =>
    postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.login, { username, passwd })

  async function requestReset(email: string) {
    const before = mailCount(env.smtp, email)
    const res = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.forgot, { username: email })
    expect(res.statusCode).toBe(200)
    return nthMailTo(env.smtp, email, before)
  }

  it('[ASVS #10 6.4.1] resets with a single-use link that expires', async () => {
    const email = 'ben@northwind.test'
    const mail = await requestReset(email)
    const token = linkToken(mail.text)
    const browser = await newBrowser(env.t.app)
    const reset = await postForm(env.t.app, browser, AUTH_PATHS.reset, { token, passwd: STRONG_PASSWORD })
    expect(reset.json()).toMatchObject({ status: 0, userInfo: { accountEmail: email } })
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(true)
    expect((await login(email, STRONG_PASSWORD)).statusCode).toBe(200)
    expect((await login(email, DEMO_PASSWORD)).statusCode).toBe(401)

    const reuse = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token,
      passwd: 'another long passphrase here',
    })
    expect(reuse.statusCode).toBe(400)
    expect(reuse.json().errorCode).toBe('LINK_INVALID')

    const later = linkToken((await requestReset(email)).text)
    await sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset'`.execute(
      env.t.database.db,
    )
    const expired = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token: later,
      passwd: 'another long passphrase here',
    })
    expect(expired.json().errorCode).toBe('LINK_INVALID')
  })

  it('[ASVS #10 6.4.3] a reset signs in with the password factor only: a second factor is still asked', async () => {
    const email = 'admin@northwind.test'
    const mail = await requestReset(email)
    const browser = await newBrowser(env.t.app)
    await postForm(env.t.app, browser, AUTH_PATHS.reset, {
      token: linkToken(mail.text),
      passwd: STRONG_PASSWORD,
    })
    const session = await env.t.app.services.authState.sessionFor(browser.cookie.slice('fw_sg='.length))
    expect(session?.email).toBe(email)
    expect(session?.secondFactorAt).toBeNull()
  })

  it('[ASVS #10 6.4.1] a reset ends every earlier session of the account', async () => {
    const email = 'ava@northwind.test'
    const elsewhere = await newBrowser(env.t.app)
    await postForm(env.t.app, elsewhere, AUTH_PATHS.login, { username: email, passwd: DEMO_PASSWORD })
    expect((await authState(env.t.app, elsewhere)).loggedInSession).toBe(true)
    const mail = await requestReset(email)
    await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token: linkToken(mail.text),
      passwd: STRONG_PASSWORD,
    })
    expect((await authState(env.t.app, elsewhere)).loggedInSession).toBe(false)
  })

  it('refuses a weak new password on reset without spending the link', async () => {
    const mail = await requestReset('guest@northwind.test')
    const token = linkToken(mail.text)
    const weak = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token,
      passwd: 'short',
    })
    expect(weak.json()).toMatchObject({ errorField: 'passwd', errorCode: 'PASSWORD_TOO_SHORT' })
    const good = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token,
      passwd: STRONG_PASSWORD,
    })
    expect(good.statusCode).toBe(200)
  })

  async function sendCode(email: string) {
    const before = mailCount(env.smtp, email)
    const res = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.codeSend, {
      username: email,
    })
    expect(res.statusCode).toBe(200)
    return mailedCode((await nthMailTo(env.smtp, email, before)).text)
  }

  const verify = async (username: string, code: string) => {
    const browser = await newBrowser(env.t.app)
    const res = await postForm(env.t.app, browser, AUTH_PATHS.codeVerify, { username, code })
    return { res, browser }
  }

  it('[ASVS #11 6.5.1] signs in with an e-mailed code once, and never with it again', async () => {
    const email = 'approver@northwind.test'
    const code = await sendCode(email)
    const first = await verify(email, code)
    expect(first.res.json()).toMatchObject({ status: 0, userInfo: { accountEmail: email } })
    expect((await authState(env.t.app, first.browser)).loggedInSession).toBe(true)
    const second = await verify(email, code)
    expect(second.res.statusCode).toBe(401)
    expect(second.res.json()).toMatchObject({ errorCode: 'CODE_INVALID', errorField: 'code' })
  })

  it('[ASVS #11 6.5.3] a code lives ten minutes at most, is stored only as a hash, and is dead once expired', async () => {
    const email = 'manager@northwind.test'
    const code = await sendCode(email)
    expect(code).toMatch(/^\d{6}$/)
    const stored = await sql<{ token_hash: string; life: number }>`select t.token_hash,
        extract(epoch from t.expires_at - t.created_at)::float8 as life
      from email_tokens t join users u on u.id = t.user_id
      where u.email = ${email} and t.purpose = 'magic_code' and t.used_at is null`.execute(env.t.database.db)
    expect(stored.rows).toHaveLength(1)
    expect(stored.rows[0]?.life).toBeLessThanOrEqual(10 * 60)
    expect(stored.rows[0]?.token_hash).not.toContain(code)
    await sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'magic_code'`.execute(
      env.t.database.db,
    )
    expect((await verify(email, code)).res.json().errorCode).toBe('CODE_INVALID')
  })

  it('[ASVS #11 6.5.4] guessing spends the code after five wrong tries, even for the right one next', async () => {
    const email = 'arranger@northwind.test'
    const code = await sendCode(email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      expect((await verify(email, wrong)).res.statusCode).toBeGreaterThanOrEqual(401)
    const right = await verify(email, code)
    expect(right.res.statusCode).not.toBe(200)
    expect((await authState(env.t.app, right.browser)).loggedInSession).toBe(false)
  })

  it('[ASVS #17 6.3.8] answers code requests and resets alike for known and unknown e-mails', async () => {
    for (const path of [AUTH_PATHS.codeSend, AUTH_PATHS.forgot]) {
      const known = await postForm(env.t.app, await newBrowser(env.t.app), path, {
        username: 'dana@northwind.test',
      })
      const unknown = await postForm(env.t.app, await newBrowser(env.t.app), path, {
        username: 'nobody@northwind.test',
      })
      expect(known.statusCode).toBe(unknown.statusCode)
      expect(known.body).toBe(unknown.body)
    }
    const verifyUnknown = await verify('nobody@northwind.test', '123456')
    const verifyKnown = await verify('dana@northwind.test', '000001')
    expect(verifyUnknown.res.statusCode).toBe(verifyKnown.res.statusCode)
    expect(verifyUnknown.res.json()).toEqual(verifyKnown.res.json())
  })
})
