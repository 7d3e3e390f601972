import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BOOK_ON_BEHALF_API } from '../../../shared/business/book-on-behalf-contract.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { createCompany, createMemberOf, type TestCompany } from '../company/company-test-kit.ts'
import { delegate, type Member, memberBrowser } from './book-on-behalf-test-kit.ts'

/** Bad input is a clear 4xx with the error shape, never a 500 (fast-check generated bodies and params). */
describe('book on behalf under generated input', () => {
  let t: TestApp
  let company: TestCompany
  let manager: Member
  let admin: Member
  let traveler: Member
  let travelerEmail: string
  let eventId: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    company = await createCompany(t)
    manager = await memberBrowser(t, company, 'travelManager')
    admin = await memberBrowser(t, company, 'admin')
    traveler = await memberBrowser(t, company, 'traveler')
    const named = await createMemberOf(t, company, 'traveler')
    travelerEmail = named.email
    await delegate(t, company, named.id, manager.id)
    eventId = (await traveler.save({})).event.id
  })
  afterAll(() => t?.close())

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', '%', 'a@b', '@', 'x'.repeat(3000), 'ADMIN@EXAMPLE.TEST'),
  )
  const value = fc.oneof(
    text,
    fc.uuid(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(text, fc.uuid()), { maxLength: 3 }),
  )
  const mutate = (valid: Record<string, unknown>) =>
    fc.oneof(
      fc
        .record({ key: fc.constantFrom(...Object.keys(valid), 'guestId', 'companyId', '__proto__'), value })
        .map(({ key, value }) => ({ ...valid, [key]: value })),
      fc.anything(),
    )

  function expectClientError(res: { statusCode: number; body: string }, allowed: readonly number[]) {
    expect(allowed, res.body).toContain(res.statusCode)
    if (res.statusCode >= 400)
      expect(JSON.parse(res.body).errors[0]).toEqual({
        code: expect.any(String),
        description: expect.any(String),
      })
  }

  const cases = () =>
    [
      [manager, 'POST', BOOK_ON_BEHALF_API.selectTraveler, { email: travelerEmail }, [200, 400, 404]],
      [manager, 'POST', BOOK_ON_BEHALF_API.selectGuest, { email: travelerEmail }, [200, 400, 404]],
      [
        traveler,
        'PUT',
        BOOK_ON_BEHALF_API.settings,
        { allowsArrangers: true, arrangerEmails: [] },
        [200, 400, 404],
      ],
      [traveler, 'POST', BOOK_ON_BEHALF_API.requests, { eventId, note: 'x' }, [201, 400, 404, 409]],
      [
        admin,
        'PUT',
        BOOK_ON_BEHALF_API.travelerSettings(traveler.id),
        { allowsArrangers: false, arrangerEmails: [manager.email] },
        [200, 400, 404],
      ],
    ] as const

  it.each([0, 1, 2, 3, 4])('body case %i answers generated bodies with 2xx or a clear 4xx', async (index) => {
    const [browser, method, url, valid, allowed] = cases()[index] as ReturnType<typeof cases>[number]
    await fc.assert(
      fc.asyncProperty(mutate(valid), async (payload) => {
        const res = await browser.call({
          method,
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
          remoteAddress: nextIp(),
        })
        expectClientError(res, allowed)
      }),
      { numRuns: 50 },
    )
  })

  it('answers generated request ids and decline bodies with 4xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.uuid(),
      fc.constantFrom('%', '..', 'x'.repeat(150)),
    )
    await fc.assert(
      fc.asyncProperty(segment, value, async (param, comment) => {
        for (const url of [
          BOOK_ON_BEHALF_API.requestBook(param),
          BOOK_ON_BEHALF_API.requestDecline(param),
          BOOK_ON_BEHALF_API.travelerSettings(param),
        ]) {
          const res = await (url.endsWith('/settings') ? admin : manager).call({
            method: url.endsWith('/settings') ? 'PUT' : 'POST',
            url,
            headers: { 'content-type': 'application/json' },
            payload: JSON.stringify({ comment }),
            remoteAddress: nextIp(),
          })
          expectClientError(res, [400, 404])
        }
      }),
      { numRuns: 50 },
    )
  })
})
