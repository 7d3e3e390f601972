import { describe, expect, it } from 'vitest'
import { ONBOARDING_API } from '../../../shared/business/onboarding-contract.ts'
import {
  ZSetupAnswersResponseSchema,
  ZTasksResponseSchema,
} from '../../../shared/business/onboarding-schemas.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import type { SignedInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { auditActions } from '../../testing/members/members-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

/** What the admin tells get-started about herself. */
const GRACE = {
  firstName: 'Grace',
  lastName: 'Admin',
  dateOfBirth: '1980-02-03',
  phoneCountryCode: '+44',
  phoneNumber: '20 7946 0000',
}

describe.each(testDatabaseKinds())('get-started and the task lists (%s)', (kind) => {
  const t = useTestApp(kind)
  let company: TestCompany

  const tasksOf = async (b: SignedInBrowser) => {
    const res = await b.call(json('GET', ONBOARDING_API.tasks))
    expect(res.statusCode).toBe(200)
    return ZTasksResponseSchema.parse(res.json())
  }
  const statusOf = (list: { tasks: { id: string; status: string }[] }, id: string) =>
    list.tasks.find((task) => task.id === id)?.status

  it('answers what get-started was told before: the size given at signup to who manages the company only', async () => {
    const own = await createCompany(t)
    await t.database.db
      .insertInto('company_onboarding')
      .values({ company_id: own.id, size_band: '11-50', country: 'GB', travel_needs: ['trains'] })
      .onConflict((oc) =>
        oc.column('company_id').doUpdateSet({ size_band: '11-50', travel_needs: ['trains'] }),
      )
      .execute()
    const admin = await adminBrowser(t, own)
    const read = async (b: SignedInBrowser) => {
      const res = await b.call(json('GET', ONBOARDING_API.setupV3))
      expect(res.statusCode, res.body).toBe(200)
      return ZSetupAnswersResponseSchema.parse(res.json())
    }
    expect(await read(admin)).toMatchObject({ sizeBand: '11-50', travelNeeds: ['trains'], dateOfBirth: null })
    const saved = await admin.call(json('POST', ONBOARDING_API.setupV3, GRACE))
    expect(saved.statusCode).toBe(200)
    expect(await read(admin)).toEqual({
      ...GRACE,
      sizeBand: '11-50',
      travelNeeds: ['trains'],
    })
    const traveller = await adminBrowser(t, own, { role: 'traveler' })
    expect(await read(traveller)).toMatchObject({ sizeBand: null, travelNeeds: [] })
  })

  it('shows an admin both lists, completes computable tasks itself, and the auth state follows', async () => {
    company = await createCompany(t)
    const admin = await adminBrowser(t, company)
    const first = await tasksOf(admin)
    // The test company is confirmed, has a verified domain and one member.
    expect(statusOf(first.account, 'confirmProfile')).toBe('done')
    expect(statusOf(first.account, 'completeSetup')).toBe('todo')
    expect(first.company && statusOf(first.company, 'confirmCompany')).toBe('done')
    expect(first.company && statusOf(first.company, 'verifyDomain')).toBe('done')
    expect(first.company && statusOf(first.company, 'invitePeople')).toBe('todo')

    await createMemberOf(t, company, 'traveler')
    const setup = await admin.call(
      json('POST', ONBOARDING_API.setupV3, {
        ...GRACE,
        sizeBand: '51-200',
        travelNeeds: ['flights', 'hotels', 'flights'],
      }),
    )
    expect(setup.statusCode).toBe(200)
    const after = ZTasksResponseSchema.parse(setup.json())
    expect(statusOf(after.account, 'completeSetup')).toBe('done')
    expect(statusOf(after.account, 'addTravelerDetails')).toBe('done')
    expect(after.company && statusOf(after.company, 'invitePeople')).toBe('done')
    expect(after.account.progress).toBeGreaterThan(first.account.progress)

    const state = (await admin.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(state.accountName).toBe('Grace Admin')
    expect(state.businessState.accountOnboardingProgress).toBe(after.account.progress)
    expect(state.businessState.companyOnboardingProgress).toBe(after.company?.progress)
    const row = await t.database.db
      .selectFrom('company_onboarding')
      .selectAll()
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ size_band: '51-200', travel_needs: ['flights', 'hotels'] })
    expect(await auditActions(t, company)).toContain('company.onboarding.setup')
  })

  it('marks tasks done or skipped by hand, reaches 100, and audits company tasks', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    let last = await tasksOf(admin)
    for (const list of ['account', 'company'] as const) {
      for (const task of last[list]?.tasks ?? []) {
        if (task.status !== 'todo') continue
        // A task that completes itself is skipped, never marked done by hand (issue 30).
        if (task.automatic) {
          const refused = await admin.call(
            json('POST', `${ONBOARDING_API.taskStatus}?taskId=${task.id}&status=done`),
          )
          expect(refused.statusCode).toBe(400)
        }
        const status = task.automatic || task.id.length % 2 === 0 ? 'skipped' : 'done'
        const res = await admin.call(
          json('POST', `${ONBOARDING_API.taskStatus}?taskId=${task.id}&status=${status}`),
        )
        expect(res.statusCode).toBe(200)
        last = ZTasksResponseSchema.parse(res.json())
      }
    }
    expect(last.account.progress).toBe(100)
    expect(last.company?.progress).toBe(100)
    const audit = await t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'actor_email'])
      .where('company_id', '=', c.id)
      .execute()
    expect(audit.filter((a) => a.action === 'company.onboarding.task').length).toBeGreaterThan(0)
    expect(new Set(audit.map((a) => a.actor_email))).toEqual(new Set([admin.email]))
  })

  it('gives a traveller only the account list and refuses them company tasks', async () => {
    const c = await createCompany(t)
    const traveller = await adminBrowser(t, c, { role: 'traveler' })
    const lists = await tasksOf(traveller)
    expect(lists.company).toBeNull()
    const res = await traveller.call(
      json('POST', `${ONBOARDING_API.taskStatus}?taskId=addPolicy&status=done`),
    )
    expect(res.statusCode).toBe(403)
    // A traveller's v3 company answers are ignored, not stored (ASVS 8.2.3).
    const setup = await traveller.call(
      json('POST', ONBOARDING_API.setupV3, {
        firstName: 'T',
        lastName: 'R',
        sizeBand: '1001+',
        role: 'admin',
      }),
    )
    expect(setup.statusCode).toBe(200)
    const row = await t.database.db
      .selectFrom('company_onboarding')
      .select('size_band')
      .where('company_id', '=', c.id)
      .executeTakeFirst()
    expect(row?.size_band ?? null).toBeNull()
  })

  it('dismisses the reminder grid for that member only', async () => {
    const c = await createCompany(t)
    const a = await adminBrowser(t, c)
    const b = await adminBrowser(t, c, { role: 'traveler' })
    expect((await a.call(json('POST', ONBOARDING_API.dismissReminderTaskGrid))).json()).toEqual({
      reminderDismissed: true,
    })
    expect((await tasksOf(a)).reminderDismissed).toBe(true)
    expect((await tasksOf(b)).reminderDismissed).toBe(false)
  })

  it('gates the task calls on the onboarding-tasks feature', async () => {
    const c = await createCompany(t, { features: ['ADD_USERS'] })
    const admin = await adminBrowser(t, c)
    expect((await admin.call(json('GET', ONBOARDING_API.tasks))).statusCode).toBe(403)
    // get-started stays open without it.
    expect(
      (await admin.call(json('POST', ONBOARDING_API.setupV1, { firstName: 'A', lastName: 'B' }))).statusCode,
    ).toBe(200)
  })

  it('answers 400 to an unknown task or status, never a 500', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    for (const query of ['taskId=nope&status=done', 'taskId=downloadApp&status=finished', '', 'taskId[]=a']) {
      const res = await admin.call(json('POST', `${ONBOARDING_API.taskStatus}?${query}`))
      expect([query, res.statusCode]).toEqual([query, 400])
    }
  })
})
