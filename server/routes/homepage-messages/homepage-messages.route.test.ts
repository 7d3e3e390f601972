import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { HOMEPAGE_MESSAGES_API as API } from '../../../shared/business/homepage-messages-contract.ts'
import type {
  TCurrentHomepageMessages,
  THomepageMessage,
} from '../../../shared/business/homepage-messages-schemas.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import { nextIp } from '../../testing/auth/auth-test-kit.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  groupOf,
  json,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { MESSAGE_BODY } from '../../testing/homepage-messages/messages.matrix.ts'
import { errorCode } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('homepage messages (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)

  it('travellers see today’s messages for everyone and for their groups only', async () => {
    const admin = await adminBrowser(t, a)
    const ann = await createMemberOf(t, a, 'traveler')
    const bob = await createMemberOf(t, a, 'traveler')
    const engineering = await groupOf(t, a, 'Engineering', [ann.id])
    const post = (body: object) => admin.call(json('POST', API.messages, { ...MESSAGE_BODY, ...body }))
    expect((await post({ title: 'For all' })).statusCode).toBe(201)
    expect(
      (await post({ title: 'For engineering', audience: 'groups', groupIds: [engineering] })).statusCode,
    ).toBe(201)
    expect((await post({ title: 'Ended', startsOn: '2020-01-01', endsOn: '2020-02-01' })).statusCode).toBe(
      201,
    )
    expect((await post({ title: 'Future', startsOn: '2999-01-01' })).statusCode).toBe(201)
    const seen = async (user: { id: string; email: string }) => {
      const browser = await signInBrowser(t, user, { businessMode: true })
      return (await browser.call(json('GET', API.current)))
        .json<TCurrentHomepageMessages>()
        .messages.map((m) => m.title)
    }
    expect((await seen(ann)).sort()).toEqual(['For all', 'For engineering'])
    expect(await seen(bob)).toEqual(['For all'])
    const traveller = await signInBrowser(t, bob, { businessMode: true })
    expect((await traveller.call(json('POST', API.messages, MESSAGE_BODY))).statusCode).toBe(403)
  })

  it('refuses a group of nobody, ends before starts, and answers another company’s message 404', async () => {
    const admin = await adminBrowser(t, a)
    const other = await createCompany(t)
    const theirs = (
      await (await adminBrowser(t, other)).call(json('POST', API.messages, MESSAGE_BODY))
    ).json<THomepageMessage>()
    for (const body of [
      { audience: 'groups', groupIds: [] },
      { audience: 'groups', groupIds: [crypto.randomUUID()] },
      { startsOn: '2026-05-02', endsOn: '2026-05-01' },
      { title: '   ' },
    ]) {
      const res = await admin.call(json('POST', API.messages, { ...MESSAGE_BODY, ...body }))
      expect([res.statusCode, errorCode(res)]).toEqual([400, 'HOMEPAGE_MESSAGE_INVALID'])
    }
    expect((await admin.call(json('DELETE', API.message(theirs.id)))).statusCode).toBe(404)
  })

  it('answers generated bodies with 201 or a clear 4xx', async () => {
    const admin = await adminBrowser(t, a)
    const value = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.integer(),
      fc.constant(null),
      fc.array(fc.uuid(), { maxLength: 2 }),
      fc.constantFrom('2026-02-30', 'groups', '\u0000'),
    )
    const body = fc.oneof(
      fc
        .record({ key: fc.constantFrom(...Object.keys(MESSAGE_BODY), 'companyId'), value })
        .map(({ key, value }) => ({ ...MESSAGE_BODY, [key]: value })),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await admin.call({ ...json('POST', API.messages, payload), remoteAddress: nextIp() })
        expect([201, 400, 409], res.body).toContain(res.statusCode)
      }),
      { numRuns: 60 },
    )
  })
})
