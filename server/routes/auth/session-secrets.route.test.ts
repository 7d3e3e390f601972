import crypto from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { newGroupSecret } from '../../plugins/session-group.ts'
import { signInWithPassword } from '../../testing/account/two-factor-test-kit.ts'
import { authState, newBrowser, postForm } from '../../testing/auth/auth-test-kit.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

/** The session cookie's secret: unguessable, unforgeable, stored only as a hash, and given only at sign-in. */
describe('session secrets', () => {
  const t = useSeededApp('pglite')

  it('[ASVS #18 7.2.1] a tampered session cookie is no session at all', async () => {
    const browser = await signInWithPassword(t.app, 'traveler@fernway.test', DEMO_PASSWORD)
    const secret = browser.cookie.slice('fw_sg='.length)
    expect((await authState(t.app, browser)).loggedInSession).toBe(true)
    for (const i of [0, 10, 42]) {
      const flipped = secret.slice(0, i) + (secret[i] === 'A' ? 'B' : 'A') + secret.slice(i + 1)
      expect((await authState(t.app, { cookie: `fw_sg=${flipped}` })).loggedInSession).toBe(false)
    }
  })

  it('[ASVS #19 7.2.3] session secrets are 256 random bits, never repeated, and only their SHA-256 is stored', async () => {
    // The generator the server uses, 10,000 times: no repeat, 32 bytes each.
    const secrets = new Set(Array.from({ length: 10_000 }, () => newGroupSecret()))
    expect(secrets.size).toBe(10_000)
    for (const secret of secrets) expect(Buffer.from(secret, 'base64url')).toHaveLength(32)
    // And as the server hands them out: 200 new browsers, 200 different cookies of 32 bytes.
    const cookies = new Set<string>()
    for (let i = 0; i < 200; i++) {
      const value = (await newBrowser(t.app)).cookie.slice('fw_sg='.length)
      expect(Buffer.from(value, 'base64url'), value).toHaveLength(32)
      cookies.add(value)
    }
    expect(cookies.size).toBe(200)
    // Signed in, the database holds the secret's SHA-256 and nowhere the secret itself.
    const browser = await signInWithPassword(t.app, 'ava@northwind.test', DEMO_PASSWORD)
    const secret = browser.cookie.slice('fw_sg='.length)
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const digest = crypto.createHash('sha256').update(secret).digest('hex')
    const stored = await t.database.db
      .selectFrom('session_groups')
      .select('id')
      .where('secret_hash', '=', digest)
      .execute()
    expect(stored).toHaveLength(1)
    const everything = await sql<{ row: string }>`select row_to_json(g)::text as row from session_groups g
      union all select row_to_json(s)::text from sessions s`.execute(t.database.db)
    expect(everything.rows.some((r) => r.row.includes(secret))).toBe(false)
  })

  it('[ASVS #26 7.6.2] no session is created without the visitor signing in', async () => {
    const count = async () =>
      Number(
        (await sql<{ n: string }>`select count(*) as n from session_groups`.execute(t.database.db)).rows[0]
          ?.n,
      )
    const before = await count()
    const browser = await newBrowser(t.app)
    for (const url of [AUTH_STATE_PATH, '/signout?redir=/', '/s/ident/resend?redir=/'])
      await t.app.inject({ url, headers: { cookie: browser.cookie, 'sec-fetch-site': 'same-origin' } })
    await postForm(t.app, browser, AUTH_PATHS.logout, {})
    expect(await count()).toBe(before)
  })
})
