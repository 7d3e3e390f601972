/**
 * How many generated requests each route gets. CI's default keeps the whole walk near a minute on the
 * two-core machine; `npm run fuzz` sets FUZZ_RUNS=10000 (decision 062).
 */
export const CI_RUNS_PER_ROUTE = 12

export interface FuzzSettings {
  runs: number
  /** fast-check's seed, to replay a failure (fast-check prints it). */
  seed: number | undefined
  /** Only routes whose `METHOD /url` matches, to replay one route. */
  only: RegExp | null
  /**
   * Every how many routes the digest of all tables is compared around a route's refusals as well as the
   * change log (a digest costs about 30 ms on PGlite): every 8th in CI's short run, every route in long ones.
   */
  digestEvery: number
  /** FUZZ_SHARD=k/n: only every n-th route from the k-th, so that a long run can be spread over processes. */
  shard: { index: number; count: number } | null
  /**
   * The engine the walk runs on: PostgreSQL when TEST_DATABASE_URL is set (as in CI, where the other route
   * tests run on it too), else PGlite; FUZZ_DB=pglite or postgres chooses. On two cores both are about as
   * fast.
   */
  database: 'pglite' | 'postgres'
}

function parseDatabase(env: NodeJS.ProcessEnv): FuzzSettings['database'] {
  const value = env.FUZZ_DB ?? (env.TEST_DATABASE_URL ? 'postgres' : 'pglite')
  if (value !== 'pglite' && value !== 'postgres')
    throw new Error(`FUZZ_DB must be pglite or postgres, not ${value}`)
  if (value === 'postgres' && !env.TEST_DATABASE_URL)
    throw new Error('FUZZ_DB=postgres needs TEST_DATABASE_URL')
  return value
}

function parseShard(value: string | undefined): FuzzSettings['shard'] {
  if (value === undefined) return null
  const match = /^(\d+)\/(\d+)$/.exec(value)
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || count < 1 || index < 1 || index > count)
    throw new Error(`FUZZ_SHARD must be k/n with 1 <= k <= n, not ${value}`)
  return { index, count }
}

export function fuzzSettings(env: NodeJS.ProcessEnv = process.env): FuzzSettings {
  const runs = env.FUZZ_RUNS === undefined ? CI_RUNS_PER_ROUTE : Number(env.FUZZ_RUNS)
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, not ${env.FUZZ_RUNS}`)
  const seed = env.FUZZ_SEED === undefined ? undefined : Number(env.FUZZ_SEED)
  if (seed !== undefined && !Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer`)
  return {
    runs,
    seed,
    digestEvery: runs >= 100 ? 1 : 8,
    only: env.FUZZ_ROUTES ? new RegExp(env.FUZZ_ROUTES) : null,
    shard: parseShard(env.FUZZ_SHARD),
    database: parseDatabase(env),
  }
}
