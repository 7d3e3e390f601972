import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../db/seed.ts'
import { signInWithPassword } from '../account/two-factor-test-kit.ts'
import { concreteUrl } from '../route-urls.ts'
import type { TestApp } from '../test-app.ts'
import { useSeededApp } from '../use-test-app.ts'

/** Everything stored, but the last-seen times that keeping a session alive moves. */
async function fingerprint(t: TestApp): Promise<string> {
  const tables = await sql<{ table_name: string; columns: string }>`
    select table_name, string_agg(quote_ident(column_name), ', ' order by column_name) as columns
    from information_schema.columns
    where table_schema = current_schema() and column_name <> 'last_seen_at'
    group by table_name order by table_name`.execute(t.database.db)
  const parts: string[] = []
  for (const { table_name, columns } of tables.rows) {
    const row = await sql<{
      digest: string | null
    }>`select md5(string_agg(r::text, ',' order by r::text)) as digest
      from (select ${sql.raw(columns)} from ${sql.id(table_name)}) r`.execute(t.database.db)
    parts.push(`${table_name}:${row.rows[0]?.digest}`)
  }
  return parts.join('\n')
}

describe('GET requests', () => {
  const t = useSeededApp('pglite', { web: true })

  it('[ASVS #29 3.5.3][ASVS #29 14.2.1] change nothing, unless marked as needing the form token, and put no secret in a URL', async () => {
    const browser = await signInWithPassword(t.app, 'dana@northwind.test', DEMO_PASSWORD)
    const secrets = [browser.cookie.slice('fw_sg='.length), browser.token]
    const before = await fingerprint(t)
    const gets = t.app.routeTable.filter((r) => r.method === 'GET' && r.csrf !== true)
    expect(gets.length).toBeGreaterThan(5)
    const urls: string[] = []
    for (const route of gets) {
      const url = concreteUrl(route.url, { wildcard: 'signout' })
      for (const site of ['same-origin', 'cross-site']) {
        const res = await t.app.inject({ url, headers: { cookie: browser.cookie, 'sec-fetch-site': site } })
        expect(res.statusCode, `${url} from ${site}`).toBeLessThan(500)
        // Every URL the answer holds: its Location, links and sources of a page, paths and URLs in JSON.
        urls.push(String(res.headers.location ?? ''))
        for (const m of res.body.matchAll(/(?:href|src|action)="([^"]*)"|"((?:\/|https?:\/\/)[^"\s]*)"/g))
          urls.push(m[1] ?? m[2] ?? '')
      }
    }
    expect(await fingerprint(t)).toBe(before)
    // The account switcher's tokenId is a public id (worthless in another browser); secrets never travel so.
    expect(urls.some((u) => u.includes('tokenId='))).toBe(true)
    expect(urls.filter((u) => secrets.some((secret) => u.includes(secret)))).toEqual([])
  })

  it('[ASVS #29 3.5.3] a cross-site image pointing at /signout signs nobody out', async () => {
    const browser = await signInWithPassword(t.app, 'traveler@fernway.test', DEMO_PASSWORD)
    await t.app.inject({
      url: '/signout?redir=/',
      headers: { cookie: browser.cookie, 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
    })
    const state = await t.app.inject({
      url: '/horizon/common/authentication/providers/AuthStateProviderAction',
      headers: { cookie: browser.cookie },
    })
    expect(state.json().loggedInSession).toBe(true)
  })
})
