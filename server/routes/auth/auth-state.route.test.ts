import { describe, expect, it } from 'vitest'
import { ANONYMOUS_AUTH_STATE, ZAuthStateSchema } from '../../../shared/auth-state.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { createSessionRepository } from '../../repositories/session.repository.ts'
import { createUserRepository } from '../../repositories/user.repository.ts'
import { createSignedInGroup } from '../../services/session.service.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { useSeededApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('auth state (%s)', (kind) => {
  const t = useSeededApp(kind, { web: true })

  async function signIn(email: string, businessMode: boolean) {
    const user = await createUserRepository(t.database.db).findByEmail(email)
    if (!user) throw new Error(`no demo user ${email}`)
    const group = await createSignedInGroup(createSessionRepository(t.database.db), {
      userId: user.id,
      businessMode,
      sticky: false,
    })
    return `fw_sg=${group.secret}`
  }

  it('is anonymous without a session, and for a made-up cookie', async () => {
    expect((await t.app.inject(AUTH_STATE_PATH)).json()).toEqual(ANONYMOUS_AUTH_STATE)
    const forged = await t.app.inject({
      url: AUTH_STATE_PATH,
      headers: { cookie: `fw_sg=${'A'.repeat(43)}` },
    })
    expect(forged.json().loggedInSession).toBe(false)
  })

  it('describes a signed-in personal user', async () => {
    const res = await t.app.inject({
      url: AUTH_STATE_PATH,
      headers: { cookie: await signIn('traveler@fernway.test', false) },
    })
    expect(res.headers['cache-control']).toBe('no-store')
    const state = ZAuthStateSchema.parse(res.json())
    expect(state).toMatchObject({
      loggedInSession: true,
      accountName: 'Tomas Reyes',
      businessState: null,
      permissions: [],
    })
    expect(state.accountSwitcherItems).toHaveLength(1)
    expect(state.accountSwitcherItems[0]?.tokenId).not.toContain(res.headers['set-cookie'] ?? 'none')
  })

  it('describes a business admin in business mode with the role permissions', async () => {
    const res = await t.app.inject({
      url: AUTH_STATE_PATH,
      headers: { cookie: await signIn('admin@northwind.test', true) },
    })
    const state = ZAuthStateSchema.parse(res.json())
    expect(state.businessState?.businessProfile?.companyName).toBe('Northwind Outfitters')
    expect(state.businessState?.businessMode).toBe(true)
    expect(state.permissions).toContain('COMPANY_SETTINGS_MANAGEMENT')
    expect(state.authorizedForApprovalsPage).toBe(true)
  })

  it('keeps business permissions out of personal mode for an e-mail with both accounts', async () => {
    const res = await t.app.inject({
      url: AUTH_STATE_PATH,
      headers: { cookie: await signIn('dana@northwind.test', false) },
    })
    const state = ZAuthStateSchema.parse(res.json())
    expect(state.businessState?.businessMode).toBe(false)
    expect(state.permissions).toEqual([])
  })

  it('embeds the signed-in auth state in the page, so the header shows the account without a call', async () => {
    const res = await t.app.inject({
      url: '/trips',
      headers: { cookie: await signIn('ava@northwind.test', true) },
    })
    const json = /<script type="application\/json" id="fw-state">([^<]*)<\/script>/.exec(res.body)?.[1]
    const { state } = JSON.parse(json ?? '{}')
    expect(state.auth.loggedInSession).toBe(true)
    expect(state.auth.accountName).toBe('Ava Chen')
    expect(res.body).toContain('aria-label="AC, Account menu: Ava Chen, business account"')
    expect(res.body).toContain('>AC</span>')
  })
})
