import crypto from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { ZAuthResponseSchema } from '../../../shared/auth/auth-schemas.ts'
import { LEGAL_VERSIONS } from '../../../shared/legal/legal-versions.ts'
import {
  authState,
  linkToken,
  newBrowser,
  nthMailTo,
  postForm,
  STRONG_PASSWORD,
  uniqueEmail,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'

describe.each(testDatabaseKinds())('registration and password sign-in (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)

  async function register(email: string, password: string, extra: Record<string, string> = {}) {
    const browser = await newBrowser(env.t.app)
    const res = await postForm(env.t.app, browser, AUTH_PATHS.register, {
      username: email,
      passwd: password,
      consent: 'true',
      optin: 'false',
      ...extra,
    })
    return { browser, res }
  }

  /** Registers, opens the mailed link and returns the signed-in browser. */
  async function registerAndConfirm(email: string, password: string) {
    const { browser, res } = await register(email, password)
    expect(res.statusCode).toBe(200)
    const mail = await env.smtp.waitFor((m) => m.to === email)
    const confirmed = await postForm(env.t.app, browser, AUTH_PATHS.confirm, { token: linkToken(mail.text) })
    expect(confirmed.statusCode).toBe(200)
    return browser
  }

  async function login(email: string, password: string) {
    const browser = await newBrowser(env.t.app)
    const res = await postForm(env.t.app, browser, AUTH_PATHS.login, { username: email, passwd: password })
    return { browser, res }
  }

  it('[ASVS #1 6.2.1][NIST #N1 length] refuses a password shorter than 15 characters and accepts 15, with the reason', async () => {
    const short = await register(uniqueEmail(), 'fourteen chars')
    expect(short.res.statusCode).toBe(400)
    expect(short.res.json()).toMatchObject({
      status: 1,
      errorField: 'passwd',
      errorCode: 'PASSWORD_TOO_SHORT',
    })
    expect(short.res.json().errors[0].code).toBe('PASSWORD_TOO_SHORT')
    const ok = await register(uniqueEmail(), 'fifteen chars!!')
    expect(ok.res.statusCode).toBe(200)
  })

  it('[ASVS #4 6.2.4][NIST #N2 blocklist] refuses a common password, a brand word and the e-mail itself, saying why', async () => {
    const email = uniqueEmail('block')
    for (const [password, code] of [
      ['password1234567', 'PASSWORD_COMMON'],
      ['passwordpassword', 'PASSWORD_COMMON'],
      ['Fernway2024!!!!!!', 'PASSWORD_CONTEXT'],
      ['skylarkskylark2026', 'PASSWORD_CONTEXT'],
      [`${email.split('@')[0]}!!!!!!!`, 'PASSWORD_CONTEXT'],
    ] as const) {
      const { res } = await register(email, password)
      expect(res.statusCode, password).toBe(400)
      expect(res.json(), password).toMatchObject({ errorField: 'passwd', errorCode: code })
      expect(res.json().errors[0].description, password).toMatch(/^\S.{20,}/)
    }
  })

  it('enforces termsConsentRequired: no consent, no account', async () => {
    const { res } = await register(uniqueEmail(), STRONG_PASSWORD, { consent: 'false' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorField: 'consent', errorCode: 'TERMS_CONSENT_REQUIRED' })
  })

  it('records the versions of the terms of use and the privacy notice a registration accepted', async () => {
    const email = uniqueEmail('versions')
    expect((await register(email, STRONG_PASSWORD)).res.statusCode).toBe(200)
    const row = await env.t.database.db
      .selectFrom('users')
      .select(['terms_accepted_at', 'terms_version', 'privacy_version'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    expect(row.terms_accepted_at).not.toBeNull()
    expect(row).toMatchObject({
      terms_version: LEGAL_VERSIONS.terms.version,
      privacy_version: LEGAL_VERSIONS.privacy.version,
    })
  })

  it('registers through the e-mailed link: unconfirmed sign-in is refused, the link signs in', async () => {
    const email = uniqueEmail('reg')
    const { res } = await register(email, STRONG_PASSWORD)
    expect(ZAuthResponseSchema.parse(res.json()).status).toBe(0)
    const early = await login(email, STRONG_PASSWORD)
    expect(early.res.statusCode).toBe(403)
    expect(early.res.json().errorCode).toBe('ACCOUNT_NOT_CONFIRMED')
    // Signing in unconfirmed sent the link again, which retired the first one.
    const mail = await nthMailTo(env.smtp, email, 1)
    const browser = await newBrowser(env.t.app)
    const confirmed = await postForm(env.t.app, browser, AUTH_PATHS.confirm, { token: linkToken(mail.text) })
    expect(ZAuthResponseSchema.parse(confirmed.json())).toMatchObject({
      status: 0,
      userInfo: { accountEmail: email },
    })
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(true)
    const again = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.confirm, {
      token: linkToken(mail.text),
    })
    expect(again.json().errorCode).toBe('LINK_INVALID')
    expect((await login(email, STRONG_PASSWORD)).res.statusCode).toBe(200)
  })

  it('[ASVS #2 6.2.9][NIST #N1 length] accepts 64, 128 and 200 characters and checks every one, case included', async () => {
    /** The password with its nth character (1-based) replaced. */
    const changedAt = (password: string, n: number) =>
      `${password.slice(0, n - 1)}${password[n - 1] === 'x' ? 'y' : 'x'}${password.slice(n)}`
    for (const length of [64, 128, 200]) {
      const password = crypto.randomBytes(length).toString('base64url').slice(0, length)
      const email = uniqueEmail(`len${length}`)
      await registerAndConfirm(email, password)
      expect((await login(email, password)).res.statusCode).toBe(200)
      // 72 bytes is where bcrypt stops reading, 128 where a careless limit would: nothing is cut off.
      for (const n of [73, 129, length].filter((n) => n <= length))
        expect(
          (await login(email, changedAt(password, n))).res.statusCode,
          `character ${n} of ${length}`,
        ).toBe(401)
      const upper = password.toUpperCase() === password ? password.toLowerCase() : password.toUpperCase()
      expect((await login(email, upper)).res.statusCode).toBe(401)
    }
  })

  it('[ASVS #16 11.4.2] stores argon2id with OWASP parameters and a salt of its own, on registration and on reset', async () => {
    const hashes: string[] = []
    const hashOf = async (email: string) =>
      (
        await sql<{ password_hash: string }>`select password_hash from users where email = ${email}`.execute(
          env.t.database.db,
        )
      ).rows[0]?.password_hash ?? ''
    for (const email of [uniqueEmail('kdf'), uniqueEmail('kdf')]) {
      await register(email, STRONG_PASSWORD)
      hashes.push(await hashOf(email))
    }
    const reset = uniqueEmail('kdf')
    await registerAndConfirm(reset, STRONG_PASSWORD)
    await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.forgot, { username: reset })
    const mail = await nthMailTo(env.smtp, reset, 1)
    const done = await postForm(env.t.app, await newBrowser(env.t.app), AUTH_PATHS.reset, {
      token: linkToken(mail.text),
      passwd: 'a different long passphrase',
    })
    expect(done.statusCode).toBe(200)
    hashes.push(await hashOf(reset))
    for (const hash of hashes)
      expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/)
    // The same password twice: two salts, two hashes.
    expect(new Set(hashes.map((h) => h.split('$')[4])).size).toBe(hashes.length)
  })

  it('[NIST #N3 composition] never expires a password: one set ten years ago signs in with nothing to change', async () => {
    const email = uniqueEmail('old')
    await registerAndConfirm(email, STRONG_PASSWORD)
    await sql`update users set password_changed_at = now() - interval '10 years', created_at = now() - interval '10 years'
      where email = ${email}`.execute(env.t.database.db)
    const { browser, res } = await login(email, STRONG_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 0 })
    expect(JSON.stringify(res.json())).not.toMatch(/expire|rotate|change.?password/i)
    expect((await authState(env.t.app, browser)).loggedInSession).toBe(true)
  })

  it('[ASVS #8 6.3.2] has no default accounts: admin/admin and root get nothing', async () => {
    for (const [username, passwd] of [
      ['admin', 'admin'],
      ['admin@fernway.test', 'admin'],
      ['root@localhost.test', 'root'],
    ]) {
      const browser = await newBrowser(env.t.app)
      const res = await postForm(env.t.app, browser, AUTH_PATHS.login, {
        username: username as string,
        passwd: passwd as string,
      })
      expect([400, 401]).toContain(res.statusCode)
      expect((await authState(env.t.app, browser)).loggedInSession).toBe(false)
    }
  })

  it('answers a disabled and a locked account with the spec texts, only to the right password', async () => {
    const disabled = uniqueEmail('off')
    const locked = uniqueEmail('lock')
    await registerAndConfirm(disabled, STRONG_PASSWORD)
    await registerAndConfirm(locked, STRONG_PASSWORD)
    await sql`update users set disabled_at = now() where email = ${disabled}`.execute(env.t.database.db)
    await sql`update users set locked_at = now() where email = ${locked}`.execute(env.t.database.db)
    expect((await login(disabled, STRONG_PASSWORD)).res.json()).toMatchObject({
      status: 1,
      errorCode: 'ACCOUNT_DISABLED',
      message: 'This account is disabled.',
    })
    expect((await login(locked, STRONG_PASSWORD)).res.json()).toMatchObject({
      errorCode: 'ACCOUNT_LOCKED',
      message: 'User denied phone changed and locked account.',
    })
    expect((await login(locked, `${STRONG_PASSWORD}!`)).res.json().errorCode).toBe('INVALID_CREDENTIALS')
  })
})
