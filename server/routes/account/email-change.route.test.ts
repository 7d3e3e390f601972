import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { OutgoingMail } from '../../mail/mailer.ts'
import { createData } from '../../repositories/data.ts'
import { createEmailChangeRepository } from '../../repositories/email-change.repository.ts'
import { createSessionRepository } from '../../repositories/session.repository.ts'
import { createAccountServices } from '../../services/account/account-services.ts'
import { emailTokenHash } from '../../services/account/email-change.service.ts'
import {
  ageAuthentication,
  createTestUser,
  type SignedInBrowser,
  signedInUser,
} from '../../testing/account/account-test-support.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const EMAIL = '/i/api/account/email/v1'
const CONFIRM = '/i/api/account/email/v1/confirm'
const fresh = () => `new-${crypto.randomBytes(5).toString('hex')}@example.test`

describe.each(testDatabaseKinds())('e-mail change calls (%s)', (kind) => {
  const t = useTestApp(kind)
  const sent: OutgoingMail[] = []

  const profileOf = async (b: SignedInBrowser) => (await b.call({ url: '/i/api/account/profile/v1' })).json()
  const ask = (b: SignedInBrowser, newEmail: string) =>
    b.call({ method: 'POST', url: EMAIL, payload: { newEmail } })
  const confirm = (b: SignedInBrowser, token: string) =>
    b.call({ method: 'POST', url: CONFIRM, payload: { token } })

  /** Starts a change the way the route does, but with a mailer, to read the link's secret. */
  async function linkSecretFor(b: SignedInBrowser, newEmail: string): Promise<string> {
    sent.length = 0
    const services = createAccountServices(createData(t.database.db), t.config, {
      revoke: createSessionRepository(t.database.db),
      mailer: { send: async (m) => void sent.push(m) },
    })
    const session = await t.app.services.authState.sessionFor(b.cookie.slice('fw_sg='.length))
    if (!session) throw new Error('not signed in')
    await services.emailChange.requestChange(session, newEmail, { brandName: 'Fernway' })
    const mail = sent.find((m) => m.message.kind === 'email_change')
    const link = mail?.message.kind === 'email_change' ? mail.message.link : ''
    return /#token=([A-Za-z0-9_-]+)$/.exec(link)?.[1] ?? ''
  }

  it('[ASVS #25 7.5.1] asks for the password again when the last proof is older than 10 minutes', async () => {
    const me = await signedInUser(t)
    await ageAuthentication(t, me, 11)
    const res = await ask(me, fresh())
    expect(res.statusCode).toBe(401)
    expect(res.json().errors[0].code).toBe('REAUTH_REQUIRED')
    expect((await profileOf(me)).pendingEmail).toBeNull()
  })

  it('records the pending address and keeps the current one until the link is opened', async () => {
    const me = await signedInUser(t)
    const address = fresh()
    const res = await ask(me, address)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ pendingEmail: address })
    expect(await profileOf(me)).toMatchObject({ email: me.email, pendingEmail: address })
  })

  it('[ASVS #17 6.3.8] answers an address of another account exactly as a free one (no enumeration)', async () => {
    const owner = await createTestUser(t)
    const a = await signedInUser(t)
    const b = await signedInUser(t)
    const free = fresh()
    const taken = await ask(a, owner.email.toUpperCase())
    const untaken = await ask(b, free)
    expect(taken.statusCode).toBe(untaken.statusCode)
    expect(taken.json()).toEqual({ pendingEmail: owner.email.toUpperCase() })
    expect(Object.keys(taken.json())).toEqual(Object.keys(untaken.json()))
    expect((await profileOf(a)).pendingEmail).toBe(owner.email.toUpperCase())
  })

  it('refuses the address the account already has', async () => {
    const me = await signedInUser(t)
    const res = await ask(me, me.email.toUpperCase())
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe('SAME_EMAIL')
  })

  it('confirms with the mailed secret once; the address changes and is confirmed', async () => {
    const me = await signedInUser(t)
    const address = fresh()
    const secret = await linkSecretFor(me, address)
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const res = await confirm(me, secret)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ email: address })
    expect(await profileOf(me)).toMatchObject({ email: address, pendingEmail: null, emailConfirmed: true })
    const again = await confirm(me, secret)
    expect(again.statusCode).toBe(400)
    expect(again.json().errors[0].code).toBe('LINK_INVALID')
  })

  it('refuses a link of another user, an expired one, a superseded one and a made-up one', async () => {
    const me = await signedInUser(t)
    const other = await signedInUser(t)
    const othersSecret = await linkSecretFor(other, fresh())
    expect((await confirm(me, othersSecret)).statusCode).toBe(400)
    expect((await profileOf(other)).pendingEmail).not.toBeNull()

    const expired = await linkSecretFor(me, fresh())
    await t.database.db
      .updateTable('email_tokens')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('token_hash', '=', emailTokenHash(t.config.secret, expired))
      .execute()
    expect((await confirm(me, expired)).json().errors[0].code).toBe('LINK_INVALID')

    const first = await linkSecretFor(me, fresh())
    const second = await linkSecretFor(me, fresh())
    expect((await confirm(me, first)).statusCode).toBe(400)
    expect((await confirm(me, crypto.randomBytes(32).toString('base64url'))).statusCode).toBe(400)
    expect((await confirm(me, second)).statusCode).toBe(200)
    // The table holds only keyed hashes of secrets.
    const stored = await t.database.db.selectFrom('email_tokens').select('token_hash').execute()
    expect(stored.map((r) => r.token_hash)).not.toContain(second)
  })

  it('answers 409 when another account took the address after the link was sent', async () => {
    const me = await signedInUser(t)
    const rival = await createTestUser(t)
    const address = fresh()
    const secret = await linkSecretFor(me, address)
    await t.database.db.updateTable('users').set({ email: address }).where('id', '=', rival.id).execute()
    const res = await confirm(me, secret)
    expect(res.statusCode).toBe(409)
    expect(res.json().errors[0].code).toBe('EMAIL_TAKEN')
    expect((await profileOf(me)).email).toBe(me.email)
  })

  it('keeps a confirmation single-use when two arrive at once', async () => {
    const me = await signedInUser(t)
    const secret = await linkSecretFor(me, fresh())
    const repo = createEmailChangeRepository(t.database.db)
    const hash = emailTokenHash(t.config.secret, secret)
    const outcomes = await Promise.all([repo.confirm(me.userId, hash), repo.confirm(me.userId, hash)])
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['changed', 'invalid'])
  })

  it('answers malformed requests with 400', async () => {
    const me = await signedInUser(t)
    for (const payload of [
      {},
      { newEmail: 'not an address' },
      { newEmail: fresh(), role: 'admin' },
      { newEmail: 7 },
    ]) {
      expect(
        (await me.call({ method: 'POST', url: EMAIL, payload })).statusCode,
        JSON.stringify(payload),
      ).toBe(400)
    }
    expect((await confirm(me, 'short')).statusCode).toBe(400)
    expect((await confirm(me, '../../etc/passwd')).statusCode).toBe(400)
  })
})
