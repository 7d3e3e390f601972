import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MEMBERS_API } from '../../../shared/business/members-contract.ts'
import { ZImportResponseSchema } from '../../../shared/business/members-schemas.ts'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'

const HEADER =
  'firstName,lastName,email,role,groups,employeeId,department,costCenter,managerEmail,office,active'

describe('people lifecycle routes under generated input', () => {
  let t: TestApp
  let company: TestCompany
  let admin: SignedInBrowser
  beforeAll(async () => {
    // Rate limits are per address; the admin's calls here come from many.
    t = await startTestApp('pglite')
    company = await createCompany(t)
    admin = await adminBrowser(t, company)
  })
  afterAll(() => t?.close())

  let ip = 0
  const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload: string) =>
    admin.call({
      method,
      url,
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: `10.9.${Math.floor(++ip / 250) % 250}.${ip % 250}`,
    })

  const odd = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.string({ unit: 'grapheme', maxLength: 20 }),
    fc.constantFrom(
      '',
      '"',
      '""',
      '\u0000',
      '\uFEFF',
      'ǅ',
      '\u202Eevil',
      'a@b',
      '=cmd|/c calc',
      'x'.repeat(5000),
      '１２３',
      '🙂@🙂.test',
    ),
  )

  function expectCleanRefusal(res: { statusCode: number; body: string }) {
    expect(res.statusCode, res.body).toBeLessThan(500)
    if (res.statusCode >= 400) expect(ZErrorBodySchema.safeParse(JSON.parse(res.body)).success).toBe(true)
  }

  it('[ASVS #44 16.5.3] CSV garbage, odd Unicode and huge cells answer a preview or a clear 4xx, never 500', async () => {
    const row = fc
      .array(odd, { maxLength: 13 })
      .map((cells) => cells.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))
    const files = fc.oneof(
      fc.array(row, { maxLength: 6 }).map((rows) => [HEADER, ...rows].join('\n')),
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('"unterminated', 'email\n"a@b.test', '\r\r\n\n', HEADER),
    )
    await fc.assert(
      fc.asyncProperty(files, async (csv) => {
        const res = await call('POST', MEMBERS_API.importCsv, JSON.stringify({ csv, dryRun: true }))
        expectCleanRefusal(res)
        if (res.statusCode === 200) expect(ZImportResponseSchema.safeParse(res.json()).success).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('[ASVS #44 16.5.3] invitation, guest and acceptance bodies and ids of any shape answer 4xx JSON, never 500', async () => {
    const value = fc.oneof(
      odd,
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(odd, { maxLength: 3 }),
    )
    const bodies = fc.oneof(
      fc.dictionary(
        fc.constantFrom(
          'emails',
          'roleId',
          'guest',
          'sponsorUserId',
          'sponsorEmail',
          'accessEndsAt',
          'token',
          'id',
          'csv',
          'dryRun',
          'companyId',
        ),
        value,
      ),
      fc.record({ emails: fc.array(odd, { maxLength: 4 }), roleId: fc.constant(company.roles.traveler) }),
      fc.constantFrom('not json', '[]', 'null', '{"guest":{"accessEndsAt":"9999-99-99"}}'),
    )
    const id = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.uuid(),
    )
    const routes = fc.oneof(
      fc.constant(['POST', MEMBERS_API.invitations] as const),
      fc.constant(['POST', MEMBERS_API.acceptInvitation] as const),
      fc.constant(['POST', MEMBERS_API.declineInvitation] as const),
      fc.constant(['POST', MEMBERS_API.previewInvitation] as const),
      fc.constant(['POST', MEMBERS_API.importCsv] as const),
      id.map((i) => ['PUT', MEMBERS_API.guest(i)] as const),
      id.map((i) => ['DELETE', MEMBERS_API.guest(i)] as const),
      id.map((i) => ['POST', MEMBERS_API.deactivate(i)] as const),
      id.map((i) => ['POST', MEMBERS_API.resend(i)] as const),
      id.map((i) => ['DELETE', MEMBERS_API.invitation(i)] as const),
    )
    await fc.assert(
      fc.asyncProperty(routes, bodies, async ([method, url], body) => {
        const res = await call(method, url, typeof body === 'string' ? body : JSON.stringify(body))
        expectCleanRefusal(res)
      }),
      { numRuns: 150 },
    )
  })
})
