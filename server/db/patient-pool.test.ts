import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type PrivatePostgres, startPrivatePostgres } from '../../cluster/private-postgres.ts'
import { toErrorResponse } from '../plugins/errors.ts'
import { silentLogger } from '../testing/db/test-databases.ts'
import { type Database, openDatabase } from './database.ts'

/*
 * A query made while PostgreSQL restarts waits for it instead of failing (decision 061). A PostgreSQL of
 * our own, since this one is stopped and started; CI has the programs (TEST_DATABASE_URL's server).
 */
describe.runIf(process.env.TEST_DATABASE_URL)('taking a connection while PostgreSQL restarts', () => {
  let server: PrivatePostgres
  let database: Database
  beforeAll(async () => {
    server = await startPrivatePostgres()
    database = await openDatabase({
      databaseUrl: server.url,
      databaseSchema: null,
      dataDir: 'memory://',
      logger: silentLogger,
      connectWaitMs: 20_000,
    })
  })
  afterAll(async () => {
    await database?.close()
    await server?.close()
  })

  const one = async () => (await sql<{ n: number }>`select 1 as n`.execute(database.db)).rows[0]?.n

  it('waits for the server to come back, then answers', async () => {
    expect(await one()).toBe(1)
    await server.stop('fast')
    const waiting = one()
    // The query is under way while nothing listens; it is still waiting when the server returns.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await server.start()
    expect(await waiting).toBe(1)
  })

  it('gives up after its wait with an error answered 503', async () => {
    const impatient = await openDatabase({
      databaseUrl: server.url,
      databaseSchema: null,
      dataDir: 'memory://',
      logger: silentLogger,
      connectWaitMs: 200,
    })
    try {
      await server.stop('immediate')
      const error = await sql`select 1`.execute(impatient.db).then(
        () => null,
        (e: unknown) => e,
      )
      expect(error).not.toBeNull()
      expect(toErrorResponse(error).status).toBe(503)
    } finally {
      await server.start()
      await impatient.close()
    }
    expect(await one()).toBe(1)
  })
})
