import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMBERS_API, MEMBERS_LIMITS } from '../../../shared/business/members-contract.ts'
import { signedInUser } from '../../testing/account/account-test-support.ts'
import { nextIp } from '../../testing/auth/auth-test-kit.ts'
import {
  adminBrowser,
  businessProfileOf,
  createCompany,
  createMemberOf,
  json,
  type TestCompany,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { daysAhead, invitationSecret } from '../../testing/members/members-test-kit.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'

const HEADER =
  'First name,Last name,E-mail,Role,Groups,employeeId,department,costCenter,managerEmail,office,active'
/** A new member with every column filled: Ada, a travel manager in Eng and Ops, working from Seoul. */
const adaRow = (domain: string) =>
  `Ada,Lovelace,ada@${domain},Travel manager,"Eng;Ops",E1,R&D,CC1,boss@${domain},Seoul,yes`

describe.each(testDatabaseKinds())('importing people from CSV (%s)', (kind) => {
  let t: TestApp
  let a: TestCompany
  beforeAll(async () => {
    t = await startTestApp(kind)
    a = await createCompany(t)
    await directory(a, { offices: ['Seoul'], groups: ['Eng', 'Ops'] })
  })
  afterAll(() => t?.close())

  /** Offices and groups exist before a file names them (an import links, never creates). */
  async function directory(company: TestCompany, names: { offices: string[]; groups: string[] }) {
    const rows = [
      ...names.offices.map((name) => ['company_offices', name] as const),
      ...names.groups.map((name) => ['business_groups', name] as const),
    ]
    for (const [table, name] of rows)
      await t.database.db.insertInto(table).values({ company_id: company.id, name }).execute()
  }

  const importCsv = (
    browser: Awaited<ReturnType<typeof adminBrowser>>,
    csv: string,
    dryRun: boolean,
    extra = {},
  ) =>
    // An address of its own: the import's per-IP limit lives in Redis, shared with test files running
    // beside this one.
    browser.call({
      ...json('POST', MEMBERS_API.importCsv, { csv, dryRun, ...extra }),
      remoteAddress: nextIp(),
    })

  it('previews each row (create, update, unchanged, errors with codes) and changes nothing on a dry run', async () => {
    const admin = await adminBrowser(t, a)
    const member = await createMemberOf(t, a, 'traveler')
    const d = a.domain
    const csv = [
      HEADER,
      adaRow(d),
      `,,${member.email},approver,,,,,,,`,
      `Same,Again,${member.email.toUpperCase()},,,,,,,,`,
      `Bad,Mail,not-an-email,,,,,,,,`,
      `No,Role,norole@${d},Pilot,,,,,,,`,
      `Out,Side,someone@elsewhere.test,,,,,,,,`,
      `Odd,Active,odd@${d},,,,,,,,maybe`,
      `Boss,Bad,boss2@${d},,,,,,nobody,,`,
      `Me,Myself,${admin.email},traveler,,,,,,,`,
      '',
      `Quiet,One,quiet@${d},,,,,,,,no`,
      `No,Office,nooffice@${d},,,,,,,Atlantis,`,
      `No,Group,nogroup@${d},,"Eng;Nowhere",,,,,,`,
    ].join('\r\n')
    const res = await importCsv(admin, csv, true)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const byLine = Object.fromEntries(
      body.rows.map((r: { line: number; action: string; errors: { code: string }[] }) => [
        r.line,
        [r.action, ...r.errors.map((e) => e.code)],
      ]),
    )
    expect(byLine).toEqual({
      2: ['create'],
      3: ['update'],
      4: ['error', 'DUPLICATE_IN_FILE'],
      5: ['error', 'EMAIL_INVALID'],
      6: ['error', 'ROLE_UNKNOWN'],
      7: ['error', 'GUEST_NEEDS_SPONSOR'],
      8: ['error', 'ACTIVE_INVALID'],
      9: ['error', 'MANAGER_EMAIL_INVALID'],
      10: ['error', 'SELF_CHANGE'],
      12: ['unchanged'],
      13: ['error', 'OFFICE_UNKNOWN'],
      14: ['error', 'GROUP_UNKNOWN'],
    })
    expect(body.counts).toEqual({ create: 1, update: 1, unchanged: 1, error: 9 })
    const invitations = await t.database.db
      .selectFrom('business_invitations')
      .select('id')
      .where('company_id', '=', a.id)
      .execute()
    expect(invitations).toEqual([])
    expect((await businessProfileOf(t, member.id)).role_id).toBe(a.roles.traveler)
  })

  it('commits the valid rows in one go: invitations mailed, members updated, one audit entry per change', async () => {
    const admin = await adminBrowser(t, a)
    const member = await createMemberOf(t, a, 'traveler')
    const d = a.domain
    const csv = [
      HEADER,
      adaRow(d),
      `,,${member.email},approver, ops ,E2,,,,seoul,no`,
      `Out,Side,guest-${d}@elsewhere.test,,,,,,,,`,
      `Bad,Mail,not-an-email,,,,,,,,`,
    ].join('\n')
    const res = await importCsv(admin, csv, false, { guest: { accessEndsAt: daysAhead(30) } })
    expect(res.statusCode).toBe(200)
    expect(res.json().counts).toEqual({ create: 2, update: 1, unchanged: 0, error: 1 })
    const rows = await t.database.db
      .selectFrom('business_invitations')
      .select(['email', 'guest', 'details', 'sponsor_user_id'])
      .where('company_id', '=', a.id)
      .orderBy('email')
      .execute()
    expect(rows.map((r) => [r.email, r.guest])).toEqual([
      [`ada@${d}`, false],
      [`guest-${d}@elsewhere.test`, true],
    ])
    expect(rows[0]?.details).toMatchObject({ employeeId: 'E1', groups: ['Eng', 'Ops'], office: 'Seoul' })
    expect(rows[1]?.sponsor_user_id).toBe(admin.userId)
    expect(await invitationSecret(t, `ada@${d}`)).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const profile = await businessProfileOf(t, member.id)
    expect(profile.role_id).toBe(a.roles.approver)
    expect(profile.deactivated_at).not.toBeNull()
    const details = await t.database.db
      .selectFrom('business_member_details')
      .selectAll()
      .where('profile_id', '=', profile.id)
      .executeTakeFirstOrThrow()
    expect(details.employee_id).toBe('E2')
    // The names link, whatever their case: the member is in Ops and works from Seoul.
    const linked = await t.database.db
      .selectFrom('business_profiles as bp')
      .innerJoin('company_offices as o', 'o.id', 'bp.office_id')
      .select([
        'o.name',
        (eb) =>
          eb
            .selectFrom('business_group_members as m')
            .innerJoin('business_groups as g', 'g.id', 'm.group_id')
            .select('g.name')
            .whereRef('m.user_id', '=', 'bp.user_id')
            .as('group'),
      ])
      .where('bp.user_id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(linked).toEqual({ name: 'Seoul', group: 'Ops' })

    // Ada accepts her invitation: she works from Seoul and is in Eng and Ops.
    const ada = await signedInUser(t, { email: `ada@${d}` })
    const secret = await invitationSecret(t, `ada@${d}`)
    expect((await ada.call(json('POST', MEMBERS_API.acceptInvitation, { token: secret }))).statusCode).toBe(
      200,
    )
    const adaProfile = await t.database.db
      .selectFrom('business_profiles as bp')
      .innerJoin('company_offices as o', 'o.id', 'bp.office_id')
      .select('o.name')
      .where('bp.user_id', '=', ada.userId)
      .executeTakeFirstOrThrow()
    expect(adaProfile.name).toBe('Seoul')
    const adaGroups = await t.database.db
      .selectFrom('business_group_members as m')
      .innerJoin('business_groups as g', 'g.id', 'm.group_id')
      .select('g.name')
      .where('m.user_id', '=', ada.userId)
      .orderBy('g.name')
      .execute()
    expect(adaGroups.map((g) => g.name)).toEqual(['Eng', 'Ops'])
    const audit = await t.database.db
      .selectFrom('business_audit_log')
      .select(['action', 'target_label'])
      .where('company_id', '=', a.id)
      .where('action', 'in', ['user.invitation.create', 'user.member.import'])
      .execute()
    expect(audit.map((e) => e.target_label).sort()).toEqual(
      [`ada@${d}`, `guest-${d}@elsewhere.test`, member.email].sort(),
    )
  })

  it('takes 5,000 rows (no 1,000-row cap): preview and commit', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    await directory(c, { offices: ['Office'], groups: [...Array(7).keys()].map((i) => `Team ${i}`) })
    const lines = [HEADER]
    for (let i = 0; i < 5000; i++)
      lines.push(`First${i},Last${i},p${i}@${c.domain},traveler,Team ${i % 7},E${i},Dept,CC,,Office,yes`)
    const csv = lines.join('\n')
    const preview = await importCsv(admin, csv, true)
    expect(preview.statusCode).toBe(200)
    expect(preview.json().counts).toEqual({ create: 5000, update: 0, unchanged: 0, error: 0 })
    // The commit mails 5,000 invitations; PGlite's outbox writes them one by one (about 40 s), so the
    // commit runs on PostgreSQL whenever the run has it.
    if (kind === 'pglite' && testDatabaseKinds().includes('postgres')) return
    const commit = await importCsv(admin, csv, false)
    expect(commit.json().counts.create).toBe(5000)
    // The 5,000 invitation mails go out after the answer and hold the pool's connections meanwhile: the
    // counts are read once they are sent.
    await t.app.services.mail.settled()
    const count = await t.database.db
      .selectFrom('business_invitations')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', c.id)
      .executeTakeFirstOrThrow()
    expect(Number(count.n)).toBe(5000)
    const audits = await t.database.db
      .selectFrom('business_audit_log')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('company_id', '=', c.id)
      .where('action', '=', 'user.invitation.create')
      .executeTakeFirstOrThrow()
    expect(Number(audits.n)).toBe(5000)
  }, 120_000)

  it('reads a quote left open as running to the end of the file: one last row with errors, not a failure', async () => {
    const admin = await adminBrowser(t, a)
    const d = a.domain
    const csv = ['\uFEFFE-mail,First name', `open@${d},Ada`, `"shut@${d},Bo`, `late@${d},Cy`].join('\r\n')
    const res = await importCsv(admin, csv, true)
    expect(res.statusCode).toBe(200)
    expect(res.json().rows).toEqual([
      { line: 2, email: `open@${d}`, action: 'create', errors: [] },
      {
        line: 3,
        email: `shut@${d},bo\r\nlate@${d},cy`,
        action: 'error',
        errors: [
          { code: 'CELL_INVALID', column: 'email' },
          { code: 'EMAIL_INVALID', column: 'email' },
        ],
      },
    ])
  })

  it('answers a file without a header or e-mail column, or too large, with a clear 4xx', async () => {
    const admin = await adminBrowser(t, a)
    const empty = await importCsv(admin, '\n\n', true)
    expect([empty.statusCode, empty.json().errors[0].code]).toEqual([400, 'IMPORT_NO_HEADER'])
    const noEmail = await importCsv(admin, 'name,role\nx,y', true)
    expect([noEmail.statusCode, noEmail.json().errors[0].code]).toEqual([400, 'IMPORT_NO_EMAIL_COLUMN'])
    const rows = `email\n${'x@y.test\n'.repeat(MEMBERS_LIMITS.importMaxRows + 1)}`
    const tooMany = await importCsv(admin, rows, true)
    expect([tooMany.statusCode, tooMany.json().errors[0].code]).toEqual([413, 'IMPORT_TOO_LARGE'])
    const huge = await admin.call({
      ...json('POST', MEMBERS_API.importCsv, { csv: 'x'.repeat(17 * 1024 * 1024), dryRun: true }),
    })
    expect(huge.statusCode).toBe(413)
    const traveller = await adminBrowser(t, a, { role: 'traveler' })
    expect((await importCsv(traveller, HEADER, true)).statusCode).toBe(403)
  })
})
