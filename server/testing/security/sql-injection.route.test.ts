import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AUTH_PATHS } from '../../../shared/auth/auth-contract.ts'
import { COMPANY_SETTINGS_API } from '../../../shared/business/company-settings-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { type SignedInBrowser, signedInUser } from '../account/account-test-support.ts'
import { authState, newBrowser, postForm } from '../auth/auth-test-kit.ts'
import { GENERAL } from '../company/company-samples.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  type TestCompany,
} from '../company/company-test-kit.ts'
import { find } from '../people/people-test-kit.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

/** What an attacker types where a value goes: quotes, comments, stacked queries, unions, casts. */
const PAYLOADS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  "admin'--",
  '"; DROP TABLE users; --',
  "'); DELETE FROM companies; --",
  "x' UNION SELECT email, password_hash FROM users --",
  "%' OR email LIKE '%",
  "1' AND (SELECT count(*) FROM pg_sleep(0)) = 1 --",
  '$$; SELECT 1; $$',
  "\\'; SELECT version(); --",
  "' || (SELECT password_hash FROM users LIMIT 1) || '",
  'ORDER BY 1 --',
]

/** What a database error would put in a body if one escaped. */
const SQL_LEAK = /syntax error|pg_|relation "|column "|unterminated|SQLSTATE|kysely|postgres/i

/**
 * ASVS 1.2.4 (checklist row 40): values reach SQL as parameters, never as text of the query. Each
 * payload goes where a value goes on the routes the spec names (findUsers, traveller, company, trips,
 * sign-in) and comes back as the same characters, matches only what contains it literally, leaks no
 * database error, and leaves every table as it was.
 */
describe('[ASVS #40 1.2.4] SQL metacharacters are data on the search, traveller, company, trip and sign-in routes', () => {
  let t: TestApp
  let company: TestCompany
  let admin: SignedInBrowser
  let user: SignedInBrowser
  const counts = async () =>
    (
      await sql<{ users: string; companies: string; profiles: string }>`select
        (select count(*) from users) as users, (select count(*) from companies) as companies,
        (select count(*) from business_profiles) as profiles`.execute(t.database.db)
    ).rows[0]

  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t)
    const other = await createCompany(t)
    admin = await adminBrowser(t, company)
    await createMemberOf(t, company, 'traveler', { local: 'ada' })
    await createMemberOf(t, other, 'traveler', { local: 'bob' })
    user = await signedInUser(t)
  })
  afterAll(async () => t?.close())

  /** A body may repeat the caller's own input; anything else that reads like the database is a leak. */
  const noLeak = (body: string, input = '') => {
    const echoed = [input, JSON.stringify(input).slice(1, -1), input.slice(0, 50)].filter(Boolean)
    expect(echoed.reduce((rest, e) => rest.split(e).join(''), body)).not.toMatch(SQL_LEAK)
  }

  it('findUsers matches a payload only as literal text: nobody, not everybody', async () => {
    const before = await counts()
    for (const query of PAYLOADS) {
      const res = await find(admin, { query }, '?size=100')
      expect(res.status, query).toBe(200)
      expect(res.emails, query).toEqual([])
    }
    for (const paging of ['?page=0 OR 1=1', '?size=1;DROP TABLE users', "?page=0'"]) {
      const res = await find(admin, {}, paging)
      expect(res.status, paging).toBe(400)
      noLeak(JSON.stringify(res.body))
    }
    expect(await counts()).toEqual(before)
  })

  it('a traveller, a company name and a trip name store the payload as typed', async () => {
    const before = await counts()
    for (const payload of PAYLOADS) {
      const first = payload.slice(0, 50).trim()
      const traveller = await user.call({
        method: 'POST',
        url: '/i/api/account/traveler/v1/?knownTravelerNumberApiVersion=v2',
        payload: { firstName: first, lastName: 'Lovelace', dateOfBirth: '1990-12-10' },
      })
      noLeak(traveller.body, payload)
      expect(traveller.statusCode, payload).toBe(201)
      expect(traveller.json().firstName).toBe(first)

      const general = await admin.call(
        json('PUT', COMPANY_SETTINGS_API.company, { ...GENERAL, name: payload }),
      )
      noLeak(general.body, payload)
      expect(general.statusCode, payload).toBe(200)
      const stored = await t.database.db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', company.id)
        .executeTakeFirstOrThrow()
      expect(stored.name).toBe(payload)

      const trip = await user.call(
        json('POST', TRIPS_API_PATHS.trips, { name: payload, destination: payload }),
      )
      noLeak(trip.body, payload)
      expect(trip.statusCode, payload).toBeLessThan(300)
    }
    const names = await t.database.db
      .selectFrom('trips')
      .select('name')
      .where('owner_user_id', '=', user.userId)
      .execute()
    expect(names.map((n) => n.name).sort()).toEqual([...PAYLOADS].sort())
    expect(await counts()).toEqual(before)
  })

  it('a payload as the e-mail or password signs nobody in', async () => {
    for (const payload of PAYLOADS) {
      const browser = await newBrowser(t.app)
      const res = await postForm(t.app, browser, AUTH_PATHS.login, {
        username: payload,
        passwd: `${payload} padded to a long password`,
      })
      noLeak(res.body, payload)
      expect([400, 401]).toContain(res.statusCode)
      expect((await authState(t.app, browser)).loggedInSession).toBe(false)
      const withAdmin = await postForm(t.app, browser, AUTH_PATHS.login, {
        username: admin.email,
        passwd: payload,
      })
      expect([400, 401, 429], payload).toContain(withAdmin.statusCode)
    }
  })
})
