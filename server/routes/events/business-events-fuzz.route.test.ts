import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EVENTS_API } from '../../../shared/business/events-contract.ts'
import { startTestApp, type TestApp } from '../../test-app.ts'
import type { SignedInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { adminBrowser, createCompany } from '../company/company-test-kit.ts'
import { EVENT_BODY } from './events.matrix.ts'

/** Bad input is a clear 4xx with the error shape, never a 500 (fast-check generated bodies and params). */
describe('company events under generated input', () => {
  let t: TestApp
  let admin: SignedInBrowser
  let eventId: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    admin = await adminBrowser(t, await createCompany(t))
    const res = await admin.call({
      method: 'POST',
      url: EVENTS_API.events,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...EVENT_BODY, attendeeIds: [] }),
    })
    eventId = res.json().id
  })
  afterAll(() => t?.close())

  const text = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('', ' ', '\u0000', '2027-13-01', '2027-02-29', '0000-00-00', 'x'.repeat(3000)),
  )
  const value = fc.oneof(
    text,
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(text, fc.uuid()), { maxLength: 3 }),
  )
  const valid: Record<string, unknown> = { ...EVENT_BODY, attendeeIds: [] }
  const mutated = fc.oneof(
    fc
      .record({ key: fc.constantFrom(...Object.keys(valid), 'companyId', 'createdBy', '__proto__'), value })
      .map(({ key, value }) => ({ ...valid, [key]: value })),
    fc.anything(),
  )

  function expectClientError(res: { statusCode: number; body: string }, allowed: number[]) {
    expect(allowed, res.body).toContain(res.statusCode)
    if (res.statusCode >= 400)
      expect(JSON.parse(res.body).errors[0]).toEqual({
        code: expect.any(String),
        description: expect.any(String),
      })
  }

  it.each([
    ['POST', EVENTS_API.events, [201, 400]],
    ['PUT', 'event', [200, 400]],
  ] as const)('%s %s answers generated bodies with 2xx or a clear 4xx', async (method, path, allowed) => {
    await fc.assert(
      fc.asyncProperty(mutated, async (payload) => {
        const res = await admin.call({
          method,
          url: path === 'event' ? EVENTS_API.event(eventId) : path,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
          remoteAddress: nextIp(),
        })
        expectClientError(res, [...allowed])
      }),
      { numRuns: 60 },
    )
  })

  it('answers generated path parameters with 4xx', async () => {
    const segment = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.uuid(),
      fc.constantFrom('%', '..', 'x'.repeat(150)),
    )
    await fc.assert(
      fc.asyncProperty(segment, fc.constantFrom('GET', 'DELETE'), async (param, method) => {
        const res = await admin.call({ method, url: EVENTS_API.event(param), remoteAddress: nextIp() })
        expectClientError(res, [400, 404, 405])
      }),
      { numRuns: 60 },
    )
  })
})
