import { afterAll, beforeAll, expect } from 'vitest'
import type { z } from 'zod'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

/** The date `days` from today, as the search APIs take it. */
export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/**
 * A search API's route test on the file's app (started on `kind`'s database before its tests, closed
 * after): the raw answer to a query (with a cookie), and a 200 answer read by the response schema.
 */
export function searchRoute<S extends z.ZodType>(kind: TestDatabaseKind, path: string, schema: S) {
  let t: TestApp | undefined
  beforeAll(async () => {
    t = await startTestApp(kind)
  })
  afterAll(() => t?.close())
  const app = () => {
    if (!t) throw new Error('The search route test reads its app before the file has started it.')
    return t
  }
  const search = (query: Record<string, string>, cookie?: string) =>
    app().app.inject({
      method: 'GET',
      url: `${path}?${new URLSearchParams(query)}`,
      headers: cookie ? { cookie } : {},
    })
  const answerOf = async (query: Record<string, string>, cookie?: string): Promise<z.output<S>> => {
    const res = await search(query, cookie)
    expect(res.statusCode, res.body).toBe(200)
    return schema.parse(res.json())
  }
  return { app, search, answerOf }
}
