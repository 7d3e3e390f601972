import { describe, expect, it } from 'vitest'
import { ZAccountSessionListResponseSchema } from '../../../shared/account/account-schemas.ts'
import {
  createTestUser,
  type SignedInBrowser,
  signedInUser,
  signInBrowser,
} from '../../testing/account/account-test-support.ts'
import { authState } from '../../testing/auth/auth-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const SESSIONS = '/i/api/account/sessions/v1'
const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'

describe.each(testDatabaseKinds())('my sessions (%s)', (kind) => {
  const t = useTestApp(kind)

  const signedIn = async (b: SignedInBrowser) => (await authState(t.app, b)).loggedInSession
  const listOf = async (b: SignedInBrowser) =>
    ZAccountSessionListResponseSchema.parse((await b.call({ url: SESSIONS })).json()).sessions

  it('lists my live sessions in every browser, marking the current one, without raw headers', async () => {
    const user = await createTestUser(t)
    const laptop = await signInBrowser(t, user)
    const phone = await signInBrowser(t, user, { businessMode: true })
    await t.database.db
      .updateTable('sessions')
      .set({ user_agent: CHROME_ON_WINDOWS, ip_address: '203.0.113.77' })
      .where('id', '=', phone.sessionId)
      .execute()
    const other = await signedInUser(t)
    const sessions = await listOf(laptop)
    expect(sessions.map((s) => s.id).sort()).toEqual([laptop.sessionId, phone.sessionId].sort())
    expect(sessions.find((s) => s.current)?.id).toBe(laptop.sessionId)
    expect(sessions.find((s) => s.id === phone.sessionId)).toMatchObject({
      current: false,
      businessMode: true,
      userAgent: { browser: 'Chrome', os: 'Windows' },
      ipAddress: '203.0.113.*',
    })
    expect(JSON.stringify(sessions)).not.toContain(other.sessionId)
    expect(JSON.stringify(sessions)).not.toContain('203.0.113.77')
  })

  it('[ASVS #24 7.5.2] ends one of my other sessions, whose browser is then signed out', async () => {
    const user = await createTestUser(t)
    const laptop = await signInBrowser(t, user)
    const phone = await signInBrowser(t, user)
    const res = await laptop.call({ method: 'DELETE', url: `${SESSIONS}/${phone.sessionId}` })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ ended: 1 })
    expect(await signedIn(phone)).toBe(false)
    expect(await signedIn(laptop)).toBe(true)
    expect((await listOf(laptop)).map((s) => s.id)).toEqual([laptop.sessionId])
  })

  it('[ASVS #24 7.5.2] cannot end another user’s session: 404 as for an unknown id', async () => {
    const mallory = await signedInUser(t)
    const victim = await signedInUser(t)
    for (const id of [victim.sessionId, 'no-such-session-id']) {
      const res = await mallory.call({ method: 'DELETE', url: `${SESSIONS}/${id}` })
      expect(res.statusCode).toBe(404)
      expect(res.json().errors[0].code).toBe('NOT_FOUND')
    }
    expect(await signedIn(victim)).toBe(true)
  })

  it('does not end the current session through the list (that is signing out)', async () => {
    const me = await signedInUser(t)
    const res = await me.call({ method: 'DELETE', url: `${SESSIONS}/${me.sessionId}` })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe('CURRENT_SESSION')
    expect(await signedIn(me)).toBe(true)
  })

  it('[ASVS #24 7.5.2] ends every other session of mine and keeps mine and other users’', async () => {
    const user = await createTestUser(t)
    const mine = await signInBrowser(t, user)
    const others = [await signInBrowser(t, user), await signInBrowser(t, user)]
    const stranger = await signedInUser(t)
    const res = await mine.call({ method: 'POST', url: `${SESSIONS}/endOthers` })
    expect(res.json()).toEqual({ ended: 2 })
    for (const b of others) expect(await signedIn(b)).toBe(false)
    expect(await signedIn(mine)).toBe(true)
    expect(await signedIn(stranger)).toBe(true)
  })

  it('asks anonymous visitors to sign in', async () => {
    expect((await t.app.inject({ url: SESSIONS })).statusCode).toBe(401)
  })
})
