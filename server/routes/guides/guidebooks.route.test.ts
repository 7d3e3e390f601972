import { describe, expect, it } from 'vitest'
import { ZAuthStateSchema } from '../../../shared/auth-state.ts'
import { AUTH_STATE_PATH } from '../../../shared/constants.ts'
import { GUIDES_API_PATHS, GUIDES_LIMITS } from '../../../shared/guides/guides-contract.ts'
import {
  ZGuidebookListResponseSchema,
  ZGuidebookResponseSchema,
} from '../../../shared/guides/guides-schemas.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { browserIdentity } from '../../testing/test-app.ts'
import { errorCode, json, traveller } from '../../testing/trips/trips-test-kit.ts'
import { useTestApp } from '../../testing/use-test-app.ts'

const P = GUIDES_API_PATHS

describe.each(testDatabaseKinds())('guidebook calls (%s)', (kind) => {
  const t = useTestApp(kind)

  it('creates, lists newest first, renames and deletes a guidebook of the signed-in user', async () => {
    const me = await traveller(t)
    const empty = await me.call(json('GET', P.guidebooks))
    expect(empty.statusCode).toBe(200)
    expect(empty.headers['cache-control']).toContain('no-store')
    expect(empty.json()).toEqual({ guidebooks: [], maxGuidebooks: GUIDES_LIMITS.maxPerUser })

    const first = await me.call(
      json('POST', P.guidebooks, { name: '  Kyoto in autumn ', destination: 'Kyoto' }),
    )
    expect(first.statusCode, first.body).toBe(201)
    const kyoto = ZGuidebookResponseSchema.parse(first.json())
    expect([kyoto.name, kyoto.destination]).toEqual(['Kyoto in autumn', 'Kyoto'])
    const second = await me.call(json('POST', P.guidebooks, { name: '제주 맛집', destination: '제주' }))
    expect(second.statusCode).toBe(201)

    const listed = ZGuidebookListResponseSchema.parse((await me.call(json('GET', P.guidebooks))).json())
    expect(listed.guidebooks.map((g) => g.name)).toEqual(['제주 맛집', 'Kyoto in autumn'])

    const renamed = await me.call(json('PUT', P.guidebook(kyoto.id), { name: 'Kyoto temples' }))
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json()).toMatchObject({ id: kyoto.id, name: 'Kyoto temples', destination: 'Kyoto' })

    const gone = await me.call(json('DELETE', P.guidebook(kyoto.id)))
    expect([gone.statusCode, gone.json()]).toEqual([200, { deleted: true }])
    const again = await me.call(json('DELETE', P.guidebook(kyoto.id)))
    expect([again.statusCode, errorCode(again)]).toEqual([404, 'GUIDEBOOK_NOT_FOUND'])
    const after = (await me.call(json('GET', P.guidebooks))).json()
    expect(after.guidebooks.map((g: { name: string }) => g.name)).toEqual(['제주 맛집'])
  })

  it('refuses empty, blank, too long and extra fields with a 400 errors list', async () => {
    const me = await traveller(t)
    const long = 'a'.repeat(GUIDES_LIMITS.nameMaxLength + 1)
    const bodies: unknown[] = [
      {},
      { name: 'Only a name' },
      { name: '   ', destination: 'Seoul' },
      { name: long, destination: 'Seoul' },
      { name: 'Seoul', destination: 'b'.repeat(GUIDES_LIMITS.destinationMaxLength + 1) },
      { name: 'Tab\tinside', destination: 'Seoul' },
      { name: 'Seoul', destination: 'Seoul', userId: me.userId },
      ['Seoul', 'Seoul'],
    ]
    for (const body of bodies) {
      const res = await me.call(json('POST', P.guidebooks, body))
      expect([res.statusCode, errorCode(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_ERROR'])
    }
    // Exactly at the limit, counted in characters (a Korean name is as long as an English one).
    const atLimit = await me.call(
      json('POST', P.guidebooks, { name: '가'.repeat(GUIDES_LIMITS.nameMaxLength), destination: '서울' }),
    )
    expect(atLimit.statusCode, atLimit.body).toBe(201)
    const nothing = await me.call(json('PUT', P.guidebook(atLimit.json().id), {}))
    expect([nothing.statusCode, errorCode(nothing)]).toEqual([400, 'VALIDATION_ERROR'])
    expect((await me.call(json('GET', P.guidebooks))).json().guidebooks).toHaveLength(1)
  })

  it(`keeps at most ${GUIDES_LIMITS.maxPerUser} guidebooks per user, even when creates race`, async () => {
    const me = await traveller(t)
    const creates = Array.from({ length: GUIDES_LIMITS.maxPerUser + 5 }, (_, i) =>
      me.call(json('POST', P.guidebooks, { name: `Guide ${i}`, destination: 'Busan' })),
    )
    const results = await Promise.all(creates)
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(GUIDES_LIMITS.maxPerUser)
    const refused = results.filter((r) => r.statusCode !== 201)
    expect(refused.map((r) => [r.statusCode, errorCode(r)])).toEqual(
      Array(5).fill([409, 'GUIDEBOOK_LIMIT_REACHED']),
    )
    const { count } = await t.database.db
      .selectFrom('guidebooks')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('user_id', '=', me.userId)
      .executeTakeFirstOrThrow()
    expect(Number(count)).toBe(GUIDES_LIMITS.maxPerUser)
  })

  it('asks a signed-out visitor to sign in, and refuses a change without the form token', async () => {
    const visitor = await browserIdentity(t.app)
    for (const request of [
      json('GET', P.guidebooks),
      json('POST', P.guidebooks, { name: 'x', destination: 'y' }),
    ]) {
      const res = await t.app.inject({
        ...request,
        headers: { ...request.headers, cookie: visitor.cookie, 'x-csrf': visitor.token },
      })
      expect([res.statusCode, errorCode(res)]).toEqual([401, 'INVALID_SESSION'])
    }
    const me = await traveller(t)
    const forged = await me.call({
      ...json('POST', P.guidebooks, { name: 'Forged', destination: 'Seoul' }),
      headers: { 'content-type': 'application/json', 'x-csrf': 'not-the-token' },
    })
    expect(forged.statusCode).toBe(403)
    expect((await me.call(json('GET', P.guidebooks))).json().guidebooks).toEqual([])
  })

  it('limits creates from one address per minute', async () => {
    const me = await traveller(t)
    const fromOneAddress = (i: number) =>
      me.call({
        ...json('POST', P.guidebooks, { name: `Rate ${i}`, destination: 'Daegu' }),
        remoteAddress: '203.0.113.77',
      })
    const codes: number[] = []
    for (let i = 0; i < 21; i += 1) codes.push((await fromOneAddress(i)).statusCode)
    expect(codes.slice(0, 20)).toEqual(Array(20).fill(201))
    expect(codes[20]).toBe(429)
  })

  it('tells the header a signed-in user has guidebooks, and a visitor not', async () => {
    const me = await traveller(t)
    const state = ZAuthStateSchema.parse((await me.call({ method: 'GET', url: AUTH_STATE_PATH })).json())
    expect(state.guidebookEnabled).toBe(true)
    const anonymous = await t.app.inject({ method: 'GET', url: AUTH_STATE_PATH })
    expect(anonymous.json().guidebookEnabled).toBe(false)
  })
})

describe('guidebooks switched off (GUIDEBOOKS_ENABLED=false)', () => {
  const t = useTestApp('pglite', { env: { GUIDEBOOKS_ENABLED: 'false' } })

  it('answers every call with GUIDEBOOKS_DISABLED and keeps the flag off in the auth state', async () => {
    const me = await traveller(t)
    const id = '00000000-0000-4000-8000-000000000000'
    for (const request of [
      json('GET', P.guidebooks),
      json('POST', P.guidebooks, { name: 'Kyoto', destination: 'Kyoto' }),
      json('PUT', P.guidebook(id), { name: 'Osaka' }),
      json('DELETE', P.guidebook(id)),
    ]) {
      const res = await me.call(request)
      expect([res.statusCode, errorCode(res)], request.method).toEqual([404, 'GUIDEBOOKS_DISABLED'])
    }
    const state = (await me.call({ method: 'GET', url: AUTH_STATE_PATH })).json()
    expect(state.guidebookEnabled).toBe(false)
  })
})
