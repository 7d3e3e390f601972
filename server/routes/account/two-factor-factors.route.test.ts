import { decodeBase32IgnorePadding } from '@oslojs/encoding'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { RECOVERY_CODES, TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { createLoginThrottleRepository } from '../../repositories/login-throttle.repository.ts'
import { createLoginThrottle, LOGIN_THROTTLE } from '../../services/auth/login-throttle.service.ts'
import {
  codeAt,
  createCompanyMember,
  mailedSecondFactorCode,
  signInWithPassword,
  verifiedAdmin,
} from '../../testing/account/two-factor-test-kit.ts'
import { callJson, type TestBrowser, useSeededAppWithMail } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'

describe.each(testDatabaseKinds())('second factors: enrolment, recovery codes and guessing (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)
  const app = () => env.t.app
  const call = (
    browser: TestBrowser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
  ) => callJson(app(), browser, method, url, body)

  async function enrol(browser: TestBrowser) {
    const begun = await call(browser, 'POST', TWO_FACTOR_API.totpEnrol)
    expect(begun.statusCode, begun.body).toBe(200)
    const { secret, otpauthUri, qrSvg } = begun.json()
    const key = decodeBase32IgnorePadding(secret)
    const confirmed = await call(browser, 'POST', TWO_FACTOR_API.totpConfirm, { code: codeAt(key) })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    return {
      secret: secret as string,
      key,
      otpauthUri,
      qrSvg,
      codes: confirmed.json().recoveryCodes as string[],
    }
  }

  /** A six-digit code that no step of the window accepts. */
  const wrongCode = (key: Uint8Array) => {
    const valid = new Set([-1, 0, 1, 2].map((offset) => codeAt(key, offset)))
    return ['000000', '111111', '222222', '333333', '444444'].find((c) => !valid.has(c)) as string
  }

  it('enrols an authenticator: QR code and secret shown once, stored encrypted, never answered again', async () => {
    const { user, browser } = await verifiedAdmin(env)
    const { secret, otpauthUri, qrSvg, codes } = await enrol(browser)
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUri).toContain(`secret=${secret}`)
    expect(otpauthUri).toContain('issuer=Fernway')
    expect(qrSvg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(codes).toHaveLength(RECOVERY_CODES.count)
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect(new Set(codes).size).toBe(codes.length)

    const row = await env.t.database.db
      .selectFrom('totp_credentials')
      .selectAll()
      .where('user_id', '=', user.id)
      .executeTakeFirstOrThrow()
    expect(row.secret_encrypted).toMatch(/^v1\./)
    expect(row.secret_encrypted).not.toContain(secret)
    const stored = await env.t.database.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', user.id)
      .execute()
    expect(stored).toHaveLength(10)
    for (const { code_hash } of stored)
      for (const code of codes) expect(code_hash).not.toContain(code.replace('-', ''))

    const status = await call(browser, 'GET', TWO_FACTOR_API.status)
    expect(status.body).not.toContain(secret)
    expect(status.json()).toMatchObject({ totp: true, email: false, recoveryCodesLeft: 10 })
    const twice = await call(browser, 'POST', TWO_FACTOR_API.totpEnrol)
    expect(errorCode(twice)).toBe('TOTP_ALREADY_ENROLLED')
    expect(twice.body).not.toContain(secret)
  })

  it('accepts an authenticator code for the current step ±1, each step once; a replay is refused', async () => {
    const { browser } = await verifiedAdmin(env)
    const { key } = await enrol(browser)
    // The enrolment used the current step: its code cannot be used again.
    const replayed = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'totp', code: codeAt(key) })
    expect(errorCode(replayed)).toBe('SECOND_FACTOR_INVALID')
    const next = { method: 'totp', code: codeAt(key, 1) }
    expect((await call(browser, 'POST', TWO_FACTOR_API.verify, next)).statusCode).toBe(200)
    expect(errorCode(await call(browser, 'POST', TWO_FACTOR_API.verify, next))).toBe('SECOND_FACTOR_INVALID')
    // Two steps ahead is outside the window.
    const far = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'totp', code: codeAt(key, 3) })
    expect(errorCode(far)).toBe('SECOND_FACTOR_INVALID')
  })

  it('a recovery code works once, in any case and spacing; new codes retire the old ones', async () => {
    const { browser } = await verifiedAdmin(env)
    const { codes } = await enrol(browser)
    const first = codes[0] as string
    const typed = ` ${first.toLowerCase().replace('-', ' ')} `
    const used = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'recovery', code: typed })
    expect(used.statusCode, used.body).toBe(200)
    expect(used.json()).toMatchObject({ method: 'recovery', recoveryCodesLeft: 9 })
    const reuse = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'recovery', code: first })
    expect(errorCode(reuse)).toBe('SECOND_FACTOR_INVALID')

    const renewed = await call(browser, 'POST', TWO_FACTOR_API.recoveryCodes)
    expect(renewed.statusCode).toBe(200)
    const fresh = renewed.json().recoveryCodes as string[]
    expect(fresh).toHaveLength(10)
    const old = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'recovery', code: codes[1] })
    expect(errorCode(old)).toBe('SECOND_FACTOR_INVALID')
    expect(
      (await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'recovery', code: fresh[1] })).statusCode,
    ).toBe(200)
  })

  it('[ASVS #25 7.5.1] adding, removing or renewing factors needs a recent password, a proven factor, and no impersonation', async () => {
    const user = await createCompanyMember(env.t, 'admin')
    const browser = await signInWithPassword(app(), user.email)
    // Password alone: one could otherwise add one's own authenticator and pass every later check.
    for (const [method, url] of [
      ['POST', TWO_FACTOR_API.totpEnrol],
      ['POST', TWO_FACTOR_API.recoveryCodes],
      ['DELETE', TWO_FACTOR_API.totp],
    ] as const)
      expect(errorCode(await call(browser, method, url))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')

    const code = await mailedSecondFactorCode(app(), env.smtp, browser, user.email)
    await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'email', code })
    const { key } = await enrol(browser)

    const db = env.t.database.db
    const sessionId = (
      await db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', user.id)
        .where('active', '=', true)
        .executeTakeFirstOrThrow()
    ).id
    await db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(Date.now() - 11 * 60_000) })
      .where('id', '=', sessionId)
      .execute()
    await app().services.sessionEvictions.publish({ userId: user.id })
    for (const [method, url] of [
      ['POST', TWO_FACTOR_API.recoveryCodes],
      ['DELETE', TWO_FACTOR_API.totp],
    ] as const) {
      const res = await call(browser, method, url)
      expect(res.statusCode).toBe(401)
      expect(errorCode(res)).toBe('REAUTH_REQUIRED')
    }
    const admin = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'admin@northwind.test')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('sessions')
      .set({ authenticated_at: new Date(), impersonator_user_id: admin.id })
      .where('id', '=', sessionId)
      .execute()
    await app().services.sessionEvictions.publish({ userId: user.id })
    expect(errorCode(await call(browser, 'DELETE', TWO_FACTOR_API.totp))).toBe('PERMISSION_DENIED')

    await db.updateTable('sessions').set({ impersonator_user_id: null }).where('id', '=', sessionId).execute()
    await app().services.sessionEvictions.publish({ userId: user.id })
    expect((await call(browser, 'DELETE', TWO_FACTOR_API.totp)).statusCode).toBe(204)
    const status = (await call(browser, 'GET', TWO_FACTOR_API.status)).json()
    expect(status).toMatchObject({ totp: false, email: true, recoveryCodesLeft: 0 })
    const gone = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'totp', code: codeAt(key, 1) })
    expect(errorCode(gone)).toBe('SECOND_FACTOR_UNAVAILABLE')
  })

  it('[ASVS #11 6.6.3][NIST #N4 throttling] guessing a six-digit code is slowed after five tries and blocked at a hundred, even with the right code next', async () => {
    const { user, browser } = await verifiedAdmin(env)
    const { key } = await enrol(browser)
    const wrong = { method: 'totp', code: wrongCode(key) }
    for (let i = 0; i < LOGIN_THROTTLE.freeFailures; i++)
      expect(errorCode(await call(browser, 'POST', TWO_FACTOR_API.verify, wrong))).toBe(
        'SECOND_FACTOR_INVALID',
      )
    const slowed = await call(browser, 'POST', TWO_FACTOR_API.verify, {
      method: 'totp',
      code: codeAt(key, 1),
    })
    expect(slowed.statusCode).toBe(429)
    expect(errorCode(slowed)).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
    // A new session does not start a new budget: it is the user's.
    const other = await signInWithPassword(app(), user.email)
    expect(
      (await call(other, 'POST', TWO_FACTOR_API.verify, { method: 'totp', code: codeAt(key, 1) })).statusCode,
    ).toBe(429)

    // Ninety-four more failures, long ago: the next wrong guess is the hundredth and blocks.
    const throttle = createLoginThrottle(
      createLoginThrottleRepository(env.t.database.db),
      env.t.config.secret,
    )
    const keyHash = throttle.keyFor('second-factor', user.id)
    await env.t.database.db
      .updateTable('login_throttle')
      .set({ failures: LOGIN_THROTTLE.blockAt - 1, last_failure_at: new Date(Date.now() - 3600_000) })
      .where('key_hash', '=', keyHash)
      .execute()
    expect(errorCode(await call(browser, 'POST', TWO_FACTOR_API.verify, wrong))).toBe('SECOND_FACTOR_INVALID')
    await env.t.database.db
      .updateTable('login_throttle')
      .set({ last_failure_at: new Date(Date.now() - 3600_000) })
      .where('key_hash', '=', keyHash)
      .execute()
    const blocked = await call(browser, 'POST', TWO_FACTOR_API.verify, {
      method: 'totp',
      code: codeAt(key, 1),
    })
    expect(blocked.statusCode).toBe(429)
    expect(errorCode(blocked)).toBe('TOO_MANY_ATTEMPTS')
  })

  it('[ASVS #11 6.6.3] concurrent guesses cannot slip past the back-off together', async () => {
    const { browser } = await verifiedAdmin(env)
    const { key } = await enrol(browser)
    const wrong = { method: 'totp', code: wrongCode(key) }
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call(browser, 'POST', TWO_FACTOR_API.verify, wrong)),
    )
    const guessed = answers.filter((res) => errorCode(res) === 'SECOND_FACTOR_INVALID').length
    expect(guessed).toBe(LOGIN_THROTTLE.freeFailures)
    expect(answers.filter((res) => res.statusCode === 429)).toHaveLength(20 - LOGIN_THROTTLE.freeFailures)
  })

  it('[ASVS #11 6.5.1] an e-mailed code dies after five wrong tries, even for the right one next', async () => {
    const user = await createCompanyMember(env.t, 'admin')
    const browser = await signInWithPassword(app(), user.email)
    const code = await mailedSecondFactorCode(app(), env.smtp, browser, user.email)
    const wrong = code === '000000' ? '111111' : '000000'
    // Spread over time, so the per-user back-off is not what stops them.
    for (let i = 0; i < 5; i++) {
      expect(
        errorCode(await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'email', code: wrong })),
      ).toBe('SECOND_FACTOR_INVALID')
      await env.t.database.db.deleteFrom('login_throttle').execute()
    }
    const right = await call(browser, 'POST', TWO_FACTOR_API.verify, { method: 'email', code })
    expect(errorCode(right)).toBe('SECOND_FACTOR_INVALID')
  })

  it('[ASVS #44 16.5.3] generated bodies to the factor routes answer 4xx JSON, never 500', async () => {
    const { browser } = await verifiedAdmin(env)
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.integer(),
      fc.constantFrom(null, true, '123456', 'totp', 'email', 'recovery', 'x'.repeat(3000), { a: 1 }),
    )
    const body = fc.oneof(
      fc.dictionary(fc.constantFrom('method', 'code', 'required', 'zzz'), value),
      fc.array(value, { maxLength: 3 }),
      value,
    )
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(TWO_FACTOR_API.verify, TWO_FACTOR_API.totpConfirm),
        body,
        async (url, payload) => {
          const res = await call(browser, 'POST', url, payload)
          expect(res.statusCode).toBeGreaterThanOrEqual(400)
          expect(res.statusCode).toBeLessThan(500)
          expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
          // Keep the per-user budget out of the way of the next run.
          await env.t.database.db.deleteFrom('login_throttle').execute()
        },
      ),
      { numRuns: 60 },
    )
  })
})
