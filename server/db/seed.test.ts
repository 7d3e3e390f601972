import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEATURES } from '../../shared/permissions.ts'
import { ROLE_TEMPLATES } from '../../shared/roles.ts'
import { createUserRepository } from '../repositories/user.repository.ts'
import { verifyPassword } from '../services/password-hasher.ts'
import {
  everyTestDatabase,
  openTestDatabase,
  silentLogger,
  type TestDatabase,
} from '../testing/db/test-databases.ts'
import { DEMO_ACCOUNTS, DEMO_COMPANY_NAME, DEMO_PASSWORD, seedDemo } from './seed.ts'
import { DEMO_TRAVELLERS } from './seed-demo-travel.ts'

const count = async (database: TestDatabase, table: 'users' | 'companies' | 'roles' | 'business_profiles') =>
  Number(
    (
      await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe.each(everyTestDatabase())('seedDemo on %s', (kind) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase(kind)
  })
  afterAll(async () => {
    await database?.close()
  })

  it('seeds once, however often it runs, even concurrently', async () => {
    const results = await Promise.all([
      seedDemo(database.db, silentLogger),
      seedDemo(database.db, silentLogger),
    ])
    expect(results.sort()).toEqual([false, true])
    expect(await seedDemo(database.db, silentLogger)).toBe(false)
    expect(await count(database, 'companies')).toBe(1)
    expect(await count(database, 'users')).toBe(DEMO_ACCOUNTS.length + DEMO_TRAVELLERS.length)
    expect(await count(database, 'roles')).toBe(Object.keys(ROLE_TEMPLATES).length)
    expect(await count(database, 'business_profiles')).toBe(
      DEMO_ACCOUNTS.filter((a) => a.role).length + DEMO_TRAVELLERS.length,
    )
  })

  it('creates the demo company with its plan, features, domains and one role per template', async () => {
    const company = await database.db
      .selectFrom('companies')
      .selectAll()
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow()
    expect(company).toMatchObject({
      plan: 'bizPlus',
      email_domains: ['northwind.test'],
      booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER',
    })
    expect(company.confirmed_at).toBeInstanceOf(Date)
    expect(company.features.length).toBeGreaterThan(0)
    for (const feature of company.features) expect(FEATURES).toContain(feature)
    const roles = await database.db
      .selectFrom('roles')
      .selectAll()
      .where('company_id', '=', company.id)
      .execute()
    for (const [key, template] of Object.entries(ROLE_TEMPLATES)) {
      const role = roles.find((r) => r.template_key === key)
      expect(role, key).toMatchObject({ name: template.name, permissions: [...template.permissions] })
    }
  })

  it('creates every demo account, confirmed, of its kinds, with a verifiable password', async () => {
    const users = createUserRepository(database.db)
    expect(DEMO_ACCOUNTS.every((account) => account.password === DEMO_PASSWORD)).toBe(true)
    for (const account of DEMO_ACCOUNTS) {
      const user = await users.findByEmail(account.email.toUpperCase())
      expect(user, account.email).not.toBeNull()
      if (!user) continue
      expect(user).toMatchObject({ first_name: account.firstName, last_name: account.lastName })
      expect(user.email_confirmed_at).toBeInstanceOf(Date)
      expect(user.has_personal_account).toBe(account.kinds.includes('personal'))
      expect(await verifyPassword(user.password_hash ?? '', account.password)).toBe(true)
      const profile = await database.db
        .selectFrom('business_profiles as bp')
        .innerJoin('roles as r', 'r.id', 'bp.role_id')
        .select(['r.template_key', 'bp.confirmed_at'])
        .where('bp.user_id', '=', user.id)
        .executeTakeFirst()
      expect(profile !== undefined).toBe(account.kinds.includes('business'))
      expect(profile?.template_key ?? null).toBe(account.role)
      if (profile) expect(profile.confirmed_at).toBeInstanceOf(Date)
    }
    const admin = await users.findByEmail('admin@northwind.test')
    expect(await verifyPassword(admin?.password_hash ?? '', 'fernway-demo-2026')).toBe(false)
  })
})
