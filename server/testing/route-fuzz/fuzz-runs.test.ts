import { describe, expect, it } from 'vitest'
import { CI_RUNS_PER_ROUTE, fuzzSettings } from './fuzz-runs.ts'

describe('the fuzzer’s settings from the environment', () => {
  it('runs CI’s size by default, every route, with a digest every 8th', () => {
    expect(fuzzSettings({})).toMatchObject({
      runs: CI_RUNS_PER_ROUTE,
      digestEvery: 8,
      only: null,
      shard: null,
    })
  })

  it('reads a long run, a seed, routes and a shard', () => {
    const s = fuzzSettings({ FUZZ_RUNS: '10000', FUZZ_SEED: '42', FUZZ_ROUTES: '^GET ', FUZZ_SHARD: '2/3' })
    expect(s).toMatchObject({ runs: 10_000, seed: 42, digestEvery: 1, shard: { index: 2, count: 3 } })
    expect(s.only?.test('GET /x')).toBe(true)
  })

  it.each(['0/2', '3/2', '1', '1/0', 'a/b', '1/2/3'])('refuses the shard %s', (shard) => {
    expect(() => fuzzSettings({ FUZZ_SHARD: shard })).toThrow(/FUZZ_SHARD/)
  })

  it('runs on PostgreSQL when given one, as the other route tests do, unless told otherwise', () => {
    expect(fuzzSettings({}).database).toBe('pglite')
    expect(fuzzSettings({ TEST_DATABASE_URL: 'postgres://x/test' }).database).toBe('postgres')
    expect(fuzzSettings({ FUZZ_DB: 'pglite', TEST_DATABASE_URL: 'postgres://x/test' }).database).toBe(
      'pglite',
    )
    expect(fuzzSettings({ FUZZ_DB: 'postgres', TEST_DATABASE_URL: 'postgres://x/test' }).database).toBe(
      'postgres',
    )
    expect(() => fuzzSettings({ FUZZ_DB: 'postgres' })).toThrow(/TEST_DATABASE_URL/)
    expect(() => fuzzSettings({ FUZZ_DB: 'mysql' })).toThrow(/FUZZ_DB/)
  })

  it.each(['0', '-1', '1.5', 'many'])('refuses %s runs', (runs) => {
    expect(() => fuzzSettings({ FUZZ_RUNS: runs })).toThrow(/FUZZ_RUNS/)
  })
})
