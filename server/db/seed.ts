import { type Kysely, sql } from 'kysely'
import type { Logger } from 'pino'
import type { TFeature } from '../../shared/permissions.ts'
import type { TRoleTemplateKey } from '../../shared/roles.ts'
import { createCompanyWithRoles } from '../repositories/company.repository.ts'
import { hashPassword } from '../services/password-hasher.ts'
import type { DB } from './schema.ts'
import { seedDemoApprovals } from './seed-approvals.ts'
import { seedDemoTravel } from './seed-demo-travel.ts'
import { seedPaymentFields } from './seed-payment-fields.ts'
import { seedDemoPolicies } from './seed-policies.ts'

export const DEMO_PASSWORD = 'Fernway-demo-2026'
export const DEMO_COMPANY_NAME = 'Northwind Outfitters'
const SEED_LOCK_KEY = 4_620_771_002n

export type DemoAccountKind = 'personal' | 'business'

export interface DemoAccount {
  email: string
  password: string
  firstName: string
  lastName: string
  /** Role template of the business profile in Northwind Outfitters; null without one. */
  role: TRoleTemplateKey | null
  kinds: readonly DemoAccountKind[]
  /** Granted support staff (decision 021): only here, in development, and by the operator command. */
  support?: boolean
}

const business = (
  email: string,
  firstName: string,
  lastName: string,
  role: TRoleTemplateKey,
  kinds: readonly DemoAccountKind[] = ['business'],
): DemoAccount => ({ email, password: DEMO_PASSWORD, firstName, lastName, role, kinds })

/** Published demo sign-ins (README, tests, e2e). Never seeded in production (see config). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'traveler@fernway.test',
    password: DEMO_PASSWORD,
    firstName: 'Tomas',
    lastName: 'Reyes',
    role: null,
    kinds: ['personal'],
  },
  business('admin@northwind.test', 'Amara', 'Okafor', 'admin'),
  business('manager@northwind.test', 'Marcus', 'Lindqvist', 'travelManager'),
  business('approver@northwind.test', 'Priya', 'Raman', 'approver'),
  business('arranger@northwind.test', 'Rafael', 'Ortiz', 'travelArranger'),
  business('ava@northwind.test', 'Ava', 'Chen', 'traveler'),
  business('ben@northwind.test', 'Ben', 'Novak', 'traveler'),
  business('guest@northwind.test', 'Gwen', 'Harper', 'guest'),
  business('dana@northwind.test', 'Dana', 'Whitfield', 'traveler', ['personal', 'business']),
  {
    email: 'support@fernway.test',
    password: DEMO_PASSWORD,
    firstName: 'Sam',
    lastName: 'Porter',
    role: null,
    kinds: ['personal'],
    support: true,
  },
]

/** Demo travellers who named the demo arranger (Rafael Ortiz) to book for them. */
export const DEMO_DELEGATING_TRAVELERS = ['ava@northwind.test', 'ben@northwind.test'] as const

/**
 * The demo company's switches: its plan's (bizPlus) but company deletion and the passenger-type selection,
 * which the seed has never switched on, and with Slack and Expensify on although they are opt-in.
 */
export const DEMO_COMPANY_FEATURES: readonly TFeature[] = [
  'ONBOARDING_TASKS',
  'GUIDES_PROMO',
  'COMPANY_TRAVEL_ACTIVITY',
  'HOTEL_RECOMMENDATION',
  'TRIPS_TO_APPROVE',
  'TRIP_REPORTING_FIELDS',
  'REPORTING',
  'APPROVAL_SETTINGS',
  'TRAVEL_POLICY_BADGES',
  'VIDEO_TUTORIALS',
  'ADD_USERS',
  'TRIPS_DASHBOARD',
  'BOOK_ON_BEHALF',
  'CAR_PREFERENCES',
  'DELETE_ACCOUNT',
  'SHOPPING_CART',
  'RP_POLICY_SUMMARY',
  // Issue 9's integrations, so that the demo shows their cards (decisions 055, 057).
  'SLACK_INTEGRATION',
  'EXPENSIFY_INTEGRATION',
]

async function demoCompanyExists(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', DEMO_COMPANY_NAME)
    .executeTakeFirst()
  return row !== undefined
}

/** Creates the demo company and accounts once; returns false when they were already there. */
export async function seedDemo(
  db: Kysely<DB>,
  logger: Pick<Logger, 'info'>,
  options: { demoTravel?: boolean } = {},
): Promise<boolean> {
  if (await demoCompanyExists(db)) return false
  // Hashing costs ~25 ms: once per distinct password, not once per account.
  const hashes = new Map<string, string>()
  for (const { password } of DEMO_ACCOUNTS) {
    if (!hashes.has(password)) hashes.set(password, await hashPassword(password))
  }
  const seeded = await db.transaction().execute(async (trx) => {
    // Two instances starting together: the second waits, then finds the company.
    await sql`select pg_advisory_xact_lock(${sql.lit(SEED_LOCK_KEY)})`.execute(trx)
    if (await demoCompanyExists(trx)) return false
    const now = new Date()
    const company = await createCompanyWithRoles(trx, {
      name: DEMO_COMPANY_NAME,
      plan: 'bizPlus',
      features: [...DEMO_COMPANY_FEATURES],
      email_domains: ['northwind.test'],
      booking_mode: 'TRAVELER_OR_TRAVEL_MANAGER',
      confirmed_at: now,
    })
    // An e-mail someone already registered keeps its account; it only gains the demo profile.
    await trx
      .insertInto('users')
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          password_hash: hashes.get(account.password) ?? null,
          first_name: account.firstName,
          last_name: account.lastName,
          has_personal_account: account.kinds.includes('personal'),
          email_confirmed_at: now,
        })),
      )
      .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
      .execute()
    const users = await trx
      .selectFrom('users')
      .select(['id', 'email'])
      .where(
        sql`lower(email)`,
        'in',
        DEMO_ACCOUNTS.map((account) => account.email.toLowerCase()),
      )
      .execute()
    const userIds = new Map(users.map((user) => [user.email.toLowerCase(), user.id]))
    const profiles = DEMO_ACCOUNTS.filter((account) => account.role !== null).map((account) => ({
      user_id: userIds.get(account.email.toLowerCase())!,
      company_id: company.id,
      role_id: company.roles[account.role!],
      confirmed_at: now,
    }))
    await trx
      .insertInto('business_profiles')
      .values(profiles)
      .onConflict((oc) => oc.column('user_id').doNothing())
      .execute()
    await seedDemoApprovals(trx, company.id, userIds)
    await seedDemoPolicies(trx, company.id)
    // Ava and Ben named Rafael their travel arranger (book on behalf, decision 056).
    const arranger = userIds.get('arranger@northwind.test')!
    await trx
      .insertInto('travel_arranger_delegations')
      .values(
        DEMO_DELEGATING_TRAVELERS.map((email) => ({
          company_id: company.id,
          traveler_user_id: userIds.get(email)!,
          arranger_user_id: arranger,
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute()
    const idOf = (email: string) => userIds.get(email)!
    await seedPaymentFields(trx, company.id, idOf('admin@northwind.test'), [
      idOf('ava@northwind.test'),
      idOf('ben@northwind.test'),
    ])
    for (const account of DEMO_ACCOUNTS.filter((a) => a.support)) {
      const userId = userIds.get(account.email.toLowerCase())!
      await trx
        .insertInto('support_staff')
        .values({ user_id: userId, granted_by: 'demo seed', granted_at: now })
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute()
      await trx
        .insertInto('impersonation_audit')
        .values({
          event: 'staff_granted',
          occurred_at: now,
          supporter_user_id: userId,
          supporter_email: account.email,
          detail: 'by demo seed',
        })
        .execute()
    }
    // A year of the company's business travel for reports and the tracker (decision 058).
    if (options.demoTravel !== false) await seedDemoTravel(trx, company.id, now)
    return true
  })
  if (seeded) logger.info({ accounts: DEMO_ACCOUNTS.length }, 'seeded demo company and accounts')
  return seeded
}
