import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PEOPLE_API } from '../../../shared/business/people-contract.ts'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import { testDatabaseKinds } from '../../db/test-databases.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany, type TestCompany } from '../company/company-test-kit.ts'

describe.each(testDatabaseKinds())('people routes under generated input (%s)', (kind) => {
  let t: TestApp
  let a: TestCompany
  let admin: SignedInBrowser
  beforeAll(async () => {
    t = await startTestApp(kind)
    a = await createCompany(t)
    admin = await adminBrowser(t, a)
  })
  afterAll(() => t?.close())

  const value = () =>
    fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 20 }),
      fc.uuid(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.oneof(fc.string({ maxLength: 12 }), fc.uuid(), fc.integer()), { maxLength: 4 }),
      fc.dictionary(
        fc.constantFrom('roleIds', 'groupIds', 'statuses', 'x'),
        fc.oneof(fc.string(), fc.array(fc.string())),
      ),
      fc.constantFrom('x'.repeat(5000), '\u0000', '%', '\\', "'; drop table users; --", 'all', 'DISABLED'),
    )
  const body = (keys: string[]) =>
    fc.oneof(fc.dictionary(fc.constantFrom(...keys, 'zzz'), value(), { maxKeys: 4 }), value())

  /** Any answer is a 2xx or a 4xx JSON errors list: never a 500, never a stack. */
  async function holds(method: 'POST' | 'PUT', url: string, payload: unknown) {
    const res = await admin.call({
      method,
      url,
      remoteAddress: nextIp(),
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    })
    if (res.statusCode >= 300) {
      expect([url, res.statusCode]).toEqual([url, expect.toSatisfy((s: number) => s >= 400 && s < 500)])
      expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
    }
    expect(res.body).not.toMatch(/\bat .+\.ts:\d+|node_modules/)
  }

  const query = fc.oneof(
    fc.constant(''),
    fc
      .record({
        page: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
        size: fc.oneof(fc.integer(), fc.string({ maxLength: 5 })),
      })
      .map((q) => `?page=${encodeURIComponent(String(q.page))}&size=${encodeURIComponent(String(q.size))}`),
  )

  it('findUsers answers 200 or 400 VALIDATION_ERROR, never 500', async () => {
    await fc.assert(
      fc.asyncProperty(body(['query', 'filters', 'searchMode']), query, (payload, q) =>
        holds('POST', `${PEOPLE_API.findUsers}${q}`, payload),
      ),
      { numRuns: 60 },
    )
  })

  it('role, role-change and group calls refuse bad input with a 4xx', async () => {
    const target = fc.constantFrom(
      ['POST', PEOPLE_API.roles],
      ['PUT', PEOPLE_API.role(a.roles.traveler)],
      ['PUT', PEOPLE_API.role('not-a-uuid')],
      ['PUT', PEOPLE_API.memberRole(admin.userId)],
      ['POST', PEOPLE_API.bulkRole],
      ['POST', PEOPLE_API.groups],
      ['POST', PEOPLE_API.groupAdd('00000000-0000-4000-8000-000000000000')],
    ) as fc.Arbitrary<['POST' | 'PUT', string]>
    await fc.assert(
      fc.asyncProperty(target, body(['name', 'permissions', 'roleId', 'userIds']), ([method, url], payload) =>
        holds(method, url, payload),
      ),
      { numRuns: 80 },
    )
  })
})
