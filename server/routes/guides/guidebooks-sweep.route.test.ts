import type { InjectOptions } from 'fastify'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GUIDES_API_PATHS, GUIDES_ROUTES } from '../../../shared/guides/guides-contract.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp, type TestApp } from '../../testing/test-app.ts'
import { errorCode, json, traveller } from '../../testing/trips/trips-test-kit.ts'

/** Every guidebook call that names an id, aimed at the given one (ASVS 8.2.2: no id reads another's). */
function sweep(id: string): Record<string, InjectOptions> {
  return {
    [`PUT ${GUIDES_ROUTES.guidebook}`]: json('PUT', GUIDES_API_PATHS.guidebook(id), { name: 'Taken over' }),
    [`DELETE ${GUIDES_ROUTES.guidebook}`]: json('DELETE', GUIDES_API_PATHS.guidebook(id)),
  }
}

describe.each(testDatabaseKinds())('guidebook id sweep (%s)', (kind) => {
  let t: TestApp
  let alicesId: string
  beforeAll(async () => {
    t = await startTestApp(kind)
    const alice = await traveller(t)
    const res = await alice.call(
      json('POST', GUIDES_API_PATHS.guidebooks, { name: 'Honolulu beaches', destination: 'Honolulu' }),
    )
    alicesId = res.json().id
  })
  afterAll(() => t?.close())

  const fingerprint = async () => {
    const { rows } = await sql<{
      d: string | null
    }>`select md5(string_agg(r::text, ',' order by r::text)) as d
      from guidebooks r`.execute(t.database.db)
    return rows[0]?.d
  }

  it('covers every guidebook route that takes an id', () => {
    const covered = new Set(Object.keys(sweep(alicesId)))
    const withIds = t.app.routeTable
      .filter((r) => r.method !== 'HEAD' && r.url.startsWith('/i/api/guides/') && r.url.includes('/:'))
      .map((r) => `${r.method} ${r.url}`)
    expect(withIds.length).toBeGreaterThan(0)
    for (const key of withIds) expect(covered, key).toContain(key)
  })

  it("reads another person's guidebooks as nothing, and changes none of them", async () => {
    const bob = await traveller(t)
    const own = (
      await bob.call(json('POST', GUIDES_API_PATHS.guidebooks, { name: 'Mine', destination: 'Vancouver' }))
    ).json().id
    const before = await fingerprint()
    const ids = [
      alicesId,
      alicesId.toUpperCase(),
      `${alicesId} `,
      `${own}x`,
      '00000000-0000-4000-8000-000000000000',
    ]
    for (const id of ids)
      for (const [name, request] of Object.entries(sweep(id))) {
        const res = await bob.call(request)
        expect([res.statusCode, errorCode(res)], `${name} ${id}`).toEqual([404, 'GUIDEBOOK_NOT_FOUND'])
        expect(res.body, name).not.toContain('Honolulu')
      }
    expect(await fingerprint()).toBe(before)
    const list = (await bob.call(json('GET', GUIDES_API_PATHS.guidebooks))).json()
    expect(list.guidebooks.map((g: { id: string }) => g.id)).toEqual([own])
  })
})
