import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { COMPANY_TWO_FACTOR_API, TWO_FACTOR_API } from '../../../shared/two-factor/two-factor-contract.ts'
import { DEMO_COMPANY_NAME, DEMO_PASSWORD } from '../../db/seed.ts'
import {
  codeAt,
  createCompanyMember,
  mailedSecondFactorCode,
  signInWithPassword,
  storedTotpSecret,
  verifiedAdmin,
} from '../../testing/account/two-factor-test-kit.ts'
import {
  callJson,
  linkToken,
  mailCount,
  newBrowser,
  nthMailTo,
  postForm,
  STRONG_PASSWORD,
  useSeededAppWithMail,
} from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'

describe.each(testDatabaseKinds())('business second factor (%s)', (kind) => {
  const env = useSeededAppWithMail(kind)
  const app = () => env.t.app
  const ADMIN = 'admin@northwind.test'

  const setting = (browser: Parameters<typeof callJson>[1], required: boolean) =>
    callJson(app(), browser, 'PUT', COMPANY_TWO_FACTOR_API, { required })

  async function enrolTotp(browser: Parameters<typeof callJson>[1], userId: string) {
    const begun = await callJson(app(), browser, 'POST', TWO_FACTOR_API.totpEnrol)
    expect(begun.statusCode, begun.body).toBe(200)
    const secret = await storedTotpSecret(env.t, userId)
    const confirmed = await callJson(app(), browser, 'POST', TWO_FACTOR_API.totpConfirm, {
      code: codeAt(secret),
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    return { secret, recoveryCodes: confirmed.json().recoveryCodes as string[] }
  }

  it('[ASVS #9 6.3.3] the seeded admin signs in with a password, is refused an admin call until verified by e-mail, then passes', async () => {
    const browser = await signInWithPassword(app(), ADMIN, DEMO_PASSWORD)
    const refused = await setting(browser, false)
    expect(refused.statusCode).toBe(403)
    expect(errorCode(refused)).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')

    const status = await callJson(app(), browser, 'GET', TWO_FACTOR_API.status)
    expect(status.json()).toEqual({
      totp: false,
      recoveryCodesLeft: 0,
      email: true,
      emailHint: 'a•••@northwind.test',
      verifiedAt: null,
    })
    const code = await mailedSecondFactorCode(app(), env.smtp, browser, ADMIN)
    const verified = await callJson(app(), browser, 'POST', TWO_FACTOR_API.verify, { method: 'email', code })
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json()).toMatchObject({ method: 'email' })

    const allowed = await setting(browser, false)
    expect(allowed.statusCode, allowed.body).toBe(200)
    expect(allowed.json()).toEqual({ required: false })
    // The same code is spent.
    const again = await callJson(app(), browser, 'POST', TWO_FACTOR_API.verify, { method: 'email', code })
    expect(errorCode(again)).toBe('SECOND_FACTOR_INVALID')
  })

  it('[ASVS #9 6.3.3] an admin verifies with an authenticator code; only this session is verified, and a stale cache never answers', async () => {
    const { user: admin, browser: first } = await verifiedAdmin(env)
    const { secret } = await enrolTotp(first, admin.id)

    const second = await signInWithPassword(app(), admin.email)
    // The refusal is cached with the session; verifying must reach every cache at once.
    expect(errorCode(await setting(second, false))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    const third = await signInWithPassword(app(), admin.email)
    expect(errorCode(await setting(third, false))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')

    const verified = await callJson(app(), second, 'POST', TWO_FACTOR_API.verify, {
      method: 'totp',
      code: codeAt(secret, 1),
    })
    expect(verified.statusCode, verified.body).toBe(200)
    expect((await setting(second, false)).statusCode).toBe(200)
    // Another session of the same user has proven nothing.
    expect(errorCode(await setting(third, false))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    const status = await callJson(app(), third, 'GET', TWO_FACTOR_API.status)
    expect(status.json()).toMatchObject({ totp: true, email: false, recoveryCodesLeft: 10, verifiedAt: null })
  })

  it('[ASVS #10 6.4.3] a password reset signs in without the second factor, and the mailbox alone cannot supply it once an authenticator is set', async () => {
    const { user: admin, browser: first } = await verifiedAdmin(env)
    const { secret } = await enrolTotp(first, admin.id)

    const before = mailCount(env.smtp, admin.email)
    await postForm(app(), await newBrowser(app()), AUTH_PATHS.forgot, { username: admin.email })
    const mail = await nthMailTo(env.smtp, admin.email, before)
    const browser = await newBrowser(app())
    const reset = await postForm(app(), browser, AUTH_PATHS.reset, {
      token: linkToken(mail.text),
      passwd: STRONG_PASSWORD,
    })
    expect(reset.statusCode, reset.body).toBe(200)

    const refused = await setting(browser, false)
    expect(refused.statusCode).toBe(403)
    expect(errorCode(refused)).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
    const noMail = await callJson(app(), browser, 'POST', TWO_FACTOR_API.emailSend)
    expect(errorCode(noMail)).toBe('SECOND_FACTOR_UNAVAILABLE')
    // Nor a magic code used as a second factor: it is another purpose and never this one.
    const byEmail = await callJson(app(), browser, 'POST', TWO_FACTOR_API.verify, {
      method: 'email',
      code: '123456',
    })
    expect(errorCode(byEmail)).toBe('SECOND_FACTOR_UNAVAILABLE')
    expect(errorCode(await setting(browser, false))).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')

    const ok = await callJson(app(), browser, 'POST', TWO_FACTOR_API.verify, {
      method: 'totp',
      code: codeAt(secret, 1),
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await setting(browser, false)).statusCode).toBe(200)
  })

  it('[ASVS #9 6.3.3] with the company setting on, a traveller is asked for a second factor on a call that needs no permission, at once', async () => {
    const traveller = await createCompanyMember(env.t, 'traveler')
    const member = await signInWithPassword(app(), traveller.email)
    const read = await callJson(app(), member, 'GET', COMPANY_TWO_FACTOR_API)
    expect(read.statusCode, read.body).toBe(200)
    expect(read.json()).toEqual({ required: false })
    // The traveller may read the setting but never change it.
    expect(errorCode(await setting(member, true))).toBe('PERMISSION_DENIED')

    const admin = await signInWithPassword(app(), ADMIN, DEMO_PASSWORD)
    await callJson(app(), admin, 'POST', TWO_FACTOR_API.verify, {
      method: 'email',
      code: await mailedSecondFactorCode(app(), env.smtp, admin, ADMIN),
    })
    try {
      expect((await setting(admin, true)).json()).toEqual({ required: true })
      // The traveller's session was cached a moment ago; the change evicted it.
      const refused = await callJson(app(), member, 'GET', COMPANY_TWO_FACTOR_API)
      expect(refused.statusCode).toBe(403)
      expect(errorCode(refused)).toBe('MISSING_TWO_FACTOR_AUTHENTICATION')
      // The verify routes themselves stay open to the member.
      const code = await mailedSecondFactorCode(app(), env.smtp, member, traveller.email)
      expect(
        (await callJson(app(), member, 'POST', TWO_FACTOR_API.verify, { method: 'email', code })).statusCode,
      ).toBe(200)
      expect((await callJson(app(), member, 'GET', COMPANY_TWO_FACTOR_API)).json()).toEqual({
        required: true,
      })
    } finally {
      await env.t.database.db
        .updateTable('companies')
        .set({ require_two_factor: false })
        .where('name', '=', DEMO_COMPANY_NAME)
        .execute()
      await env.t.app.services.sessionEvictions.publish({ all: true })
    }
  })

  it('a personal session and a signed-out browser cannot reach the company setting', async () => {
    const signedOut = await newBrowser(app())
    expect((await callJson(app(), signedOut, 'GET', COMPANY_TWO_FACTOR_API)).statusCode).toBe(401)
    expect((await callJson(app(), signedOut, 'GET', TWO_FACTOR_API.status)).statusCode).toBe(401)
    const personal = await signInWithPassword(app(), 'traveler@fernway.test', DEMO_PASSWORD)
    expect(errorCode(await callJson(app(), personal, 'GET', COMPANY_TWO_FACTOR_API))).toBe(
      'PERMISSION_DENIED',
    )
  })
})
