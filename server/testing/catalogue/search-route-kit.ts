import fc from 'fast-check'
import { afterAll, beforeAll, expect } from 'vitest'
import type { z } from 'zod'
import { ZErrorBodySchema } from '../../../shared/errors.ts'
import type { TestDatabaseKind } from '../db/test-databases.ts'
import { isoDayIn } from '../iso-day.ts'
import { startTestApp, type TestApp } from '../test-app.ts'

/** The date `days` from today, as the search APIs take it. */
export const inDays = (days: number) => isoDayIn(days)

/**
 * A search API's route test on the file's app (started on `kind`'s database before its tests, closed
 * after): the raw answer to a query (with a cookie), a 200 answer read by the response schema, a query
 * refused, and generated queries.
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
  /** A query the search refuses: 400, the error's code, and a sentence that says what is wrong. */
  const refuses = async (query: Record<string, string>, code: string) => {
    const res = await search(query)
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0].code).toBe(code)
    expect(res.json().errors[0].description).toMatch(/^[A-Z].+\.$/)
  }
  /**
   * 120 generated queries of these fields and values, each answered 200 in the response's shape, or 400
   * (429 past the route's limit of 120 a minute per address: the walk sends more from one) in the error
   * shape, never more. With a good query, half of them change it, so that they reach the search and its
   * filters.
   */
  const answersAnyQuery = (
    fields: readonly string[],
    value: fc.Arbitrary<string>,
    good?: Record<string, string>,
  ) =>
    fc.assert(
      fc.asyncProperty(
        good ? fc.boolean() : fc.constant(false),
        fc.dictionary(fc.constantFrom(...fields), value),
        async (changesGood, changes) => {
          const res = await search(changesGood ? { ...good, ...changes } : changes)
          expect([200, 400, 429]).toContain(res.statusCode)
          if (res.statusCode === 200) schema.parse(res.json())
          else expect(ZErrorBodySchema.safeParse(res.json()).success).toBe(true)
        },
      ),
      { numRuns: 120 },
    )
  return { app, search, answerOf, refuses, answersAnyQuery }
}
