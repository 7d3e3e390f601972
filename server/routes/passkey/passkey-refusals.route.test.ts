import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type TPasskeyParamsResponse,
  ZPasskeyParamsResponseSchema,
} from '../../../shared/passkey/passkey-schemas.ts'
import { createTestUser, signedInUser } from '../../testing/account/account-test-support.ts'
import { authState, newBrowser, type TestBrowser } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import {
  autofillChallenge,
  loginParams,
  passkeyLogin,
  registerPasskey,
  SoftwareAuthenticator,
} from '../../testing/passkey/passkey-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

/*
 * "Forged or replayed tokens ... and stale challenges are all refused": each way an assertion can be
 * wrong, against the real server, and nobody is signed in by any of them.
 */
describe.each(testDatabaseKinds())('passkey sign-in refusals (%s)', (kind) => {
  let t: TestApp
  let authenticator: SoftwareAuthenticator
  let otherAuthenticator: SoftwareAuthenticator
  beforeAll(async () => {
    t = await startTestApp(kind)
    const me = await signedInUser(t)
    authenticator = (await registerPasskey(t, me)).authenticator
    const other = await signedInUser(t)
    otherAuthenticator = (await registerPasskey(t, other)).authenticator
  })
  afterAll(async () => t?.close())

  async function refused(browser: TestBrowser, body: object, code = 'NO_SUCH_USER') {
    const res = await passkeyLogin(t, browser, body)
    expect(res.statusCode, res.body).toBe(code === 'NO_SUCH_USER' ? 401 : 400)
    expect(res.json().errors[0].code).toBe(code)
    expect((await authState(t.app, browser)).loggedInSession).toBe(false)
    return res
  }

  it('a stale challenge (older than five minutes) is refused', async () => {
    const browser = await newBrowser(t.app)
    const challenge = await autofillChallenge(t, browser)
    await sql`update passkey_challenges set expires_at = now() - interval '1 second'`.execute(t.database.db)
    await refused(browser, authenticator.assert(challenge), 'CHALLENGE_INVALID')
  })

  it('a replayed assertion is refused: each challenge answers once', async () => {
    const browser = await newBrowser(t.app)
    const answer = authenticator.assert(await autofillChallenge(t, browser))
    expect((await passkeyLogin(t, browser, answer)).statusCode).toBe(200)
    const again = await newBrowser(t.app)
    again.cookie = browser.cookie
    again.token = browser.token
    const res = await passkeyLogin(t, again, answer)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe('CHALLENGE_INVALID')
  })

  it('a failed answer spends its challenge too', async () => {
    const browser = await newBrowser(t.app)
    const challenge = await autofillChallenge(t, browser)
    await refused(browser, authenticator.assert(challenge, { origin: 'https://evil.example' }))
    await refused(browser, authenticator.assert(challenge), 'CHALLENGE_INVALID')
  })

  it('[ASVS #28 3.5.1] a challenge issued to another browser is refused', async () => {
    const victim = await newBrowser(t.app)
    const attacker = await newBrowser(t.app)
    const challenge = await autofillChallenge(t, victim)
    await refused(attacker, authenticator.assert(challenge), 'CHALLENGE_INVALID')
  })

  it('a challenge never issued is refused', async () => {
    const browser = await newBrowser(t.app)
    await refused(browser, authenticator.assert('A'.repeat(43)), 'CHALLENGE_INVALID')
    await refused(browser, authenticator.assert('short'), 'CHALLENGE_INVALID')
  })

  it('a wrong origin, a wrong RP ID and a registration-type answer are refused', async () => {
    for (const options of [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost:3001' },
      { rpId: 'evil.example' },
      { rpId: 'sub.localhost' },
      { type: 'webauthn.create' },
    ]) {
      const browser = await newBrowser(t.app)
      await refused(browser, authenticator.assert(await autofillChallenge(t, browser), options))
    }
  })

  it('an unknown credential and a bad signature are refused alike', async () => {
    const stranger = new SoftwareAuthenticator()
    const a = await newBrowser(t.app)
    const unknown = await refused(a, stranger.assert(await autofillChallenge(t, a)))
    const b = await newBrowser(t.app)
    const forged = { ...authenticator.assert(await autofillChallenge(t, b)) }
    forged.signature = stranger.assert('A'.repeat(43)).signature
    const bad = await refused(b, forged)
    expect(bad.body).toBe(unknown.body)
  })

  it('another account’s user handle with my credential is refused', async () => {
    const browser = await newBrowser(t.app)
    const challenge = await autofillChallenge(t, browser)
    await refused(browser, authenticator.assert(challenge, { userHandle: otherAuthenticator.userHandle }))
  })

  it('a signature counter that does not rise is refused (a cloned authenticator)', async () => {
    const browser = await newBrowser(t.app)
    expect(
      (await passkeyLogin(t, browser, authenticator.assert(await autofillChallenge(t, browser)))).statusCode,
    ).toBe(200)
    const used = authenticator.counter
    for (const counter of [used, used - 1]) {
      const next = await newBrowser(t.app)
      await refused(next, authenticator.assert(await autofillChallenge(t, next), { counter }))
    }
  })

  it('an assertion without user verification is refused (the passkey is the only factor)', async () => {
    const browser = await newBrowser(t.app)
    const challenge = await autofillChallenge(t, browser)
    await refused(browser, authenticator.assert(challenge, { withoutUserVerification: true }))
  })

  it('[ASVS #17 6.3.8] loginParams answers an unknown e-mail, an account without passkeys and one with them alike', async () => {
    const withoutPasskeys = await createTestUser(t)
    const unknown = `nobody-${Date.now()}@example.test`
    const browser = await newBrowser(t.app)
    const answers: { status: number; headers: string[]; body: TPasskeyParamsResponse }[] = []
    for (const email of [withoutPasskeys.email, unknown, withoutPasskeys.email.toUpperCase(), unknown]) {
      const res = await loginParams(t, browser, email)
      const body = ZPasskeyParamsResponseSchema.parse(res.json())
      answers.push({ status: res.statusCode, headers: Object.keys(res.headers).sort(), body })
    }
    const shape = (a: (typeof answers)[number]) => ({
      status: a.status,
      headers: a.headers,
      keys: Object.keys(a.body).sort(),
      rp: a.body.rp,
      user: a.body.user,
      // One or two ids, as real accounts have: the count comes from the e-mail's HMAC, it is no tell.
      some: a.body.allowCredentials.length > 0,
      types: [...new Set(a.body.allowCredentials.map((c) => c.type))],
      idLengths: a.body.allowCredentials.every((c) => [22, 27, 43].includes(c.id.length)),
      rest: [a.body.pubKeyCredParams, a.body.excludeCredentials],
    })
    const first = answers[0] as (typeof answers)[number]
    for (const a of answers) expect(shape(a)).toEqual(shape(first))
    // The stand-ins are stable per e-mail (whatever its case), so asking twice tells nothing either.
    expect(answers[2]?.body.allowCredentials).toEqual(first.body.allowCredentials)
    expect(answers[3]?.body.allowCredentials).toEqual(answers[1]?.body.allowCredentials)
    expect(answers[1]?.body.allowCredentials).not.toEqual(first.body.allowCredentials)
    // An account with a passkey answers the same shape, with its real ids.
    const owner = await t.database.db
      .selectFrom('users')
      .select('email')
      .where('id', 'in', t.database.db.selectFrom('passkey_credentials').select('user_id'))
      .executeTakeFirstOrThrow()
    const real = await loginParams(t, browser, owner.email)
    const realShape = shape({
      status: real.statusCode,
      headers: Object.keys(real.headers).sort(),
      body: ZPasskeyParamsResponseSchema.parse(real.json()),
    })
    expect({ ...realShape, idLengths: true }).toEqual({ ...shape(first), idLengths: true })
    // Answering with a stand-in id gets the very refusal an unknown passkey gets.
    const decoy = { ...new SoftwareAuthenticator().assert(await autofillChallenge(t, browser)) }
    decoy.credentialId = answers[1]?.body.allowCredentials[0]?.id ?? ''
    const res = await passkeyLogin(t, browser, decoy)
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('NO_SUCH_USER')
  })

  it('[ASVS #17 6.3.8] unknown and known credentials take about the same time to refuse', async () => {
    const stranger = new SoftwareAuthenticator()
    const forger = new SoftwareAuthenticator()
    // CPU time of this process (the server runs in it), paired back to back, and the median of the
    // differences: work done for one kind and not the other shows; other files' load on the machine
    // does not, as it would in wall-clock time.
    const differences: number[] = []
    const timedRefusal = async (who: SoftwareAuthenticator) => {
      const browser = await newBrowser(t.app)
      // Right in every way but the signature, so both go all the way to the signature check.
      const body = {
        ...who.assert(await autofillChallenge(t, browser)),
        signature: forger.assert('A'.repeat(43)).signature,
      }
      const started = process.cpuUsage()
      const res = await passkeyLogin(t, browser, body)
      const used = process.cpuUsage(started)
      expect(res.json().errors[0].code).toBe('NO_SUCH_USER')
      return (used.user + used.system) / 1000
    }
    for (let i = 0; i < 30; i++)
      differences.push((await timedRefusal(authenticator)) - (await timedRefusal(stranger)))
    const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
    expect(Math.abs(p50(differences)), differences.map(Math.round).join(' ')).toBeLessThan(10)
  })
})
