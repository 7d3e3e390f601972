import crypto from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { runDbCli, useCleanups } from '../testing/db/cli-test-kit.ts'
import { everyTestDatabase, silentLogger } from '../testing/db/test-databases.ts'
import { openDatabase } from './database.ts'

const runCli = (env: Record<string, string>) => runDbCli('migrate.cli.ts', [], env)

// Each test starts the command as a process of its own (Node, the server's modules, PGlite's WebAssembly):
// seconds alone, and more than vitest's 30 s on the two-core CI machine busy with journeys.
describe('npm run db:migrate', { timeout: 120_000 }, () => {
  const { cleanups, tempDir } = useCleanups()

  it('migrates a PGlite directory, then finds it up to date', async () => {
    const dir = tempDir('fernway-cli-')
    const first = await runCli({ DATA_DIR: dir })
    expect(first).toMatchObject({ status: 0, output: expect.stringContaining('applied 001-initial.sql') })
    expect(await runCli({ DATA_DIR: dir })).toMatchObject({
      status: 0,
      output: expect.stringContaining('up to date'),
    })
  })

  it('exits 1 with the reason while a server holds the PGlite directory', async () => {
    const dir = tempDir('fernway-cli-')
    const running = await openDatabase({
      databaseUrl: null,
      databaseSchema: null,
      dataDir: dir,
      logger: silentLogger,
    })
    cleanups.unshift(() => running.close())
    const result = await runCli({ DATA_DIR: dir })
    expect(result.status).toBe(1)
    expect(result.output).toContain(`in use by process ${process.pid}`)
  })

  // Only PostgreSQL kinds: none without TEST_DATABASE_URL (CI always sets it; see test-databases.ts).
  it.each(everyTestDatabase().filter((k) => k === 'postgres'))('migrates a %s schema', async () => {
    const url = process.env.TEST_DATABASE_URL ?? ''
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`
    cleanups.push(async () => {
      const database = await openDatabase({
        databaseUrl: url,
        databaseSchema: null,
        dataDir: '',
        logger: silentLogger,
      })
      await database.db.schema.dropSchema(schema).ifExists().cascade().execute()
      await database.close()
    })
    const result = await runCli({ DATABASE_URL: url, DATABASE_SCHEMA: schema })
    expect(result).toMatchObject({ status: 0, output: expect.stringContaining(`schema ${schema}`) })
  })

  it('exits 1 when PostgreSQL cannot be reached', async () => {
    const result = await runCli({ DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' })
    expect(result.status).toBe(1)
    expect(result.output).toContain('cannot reach PostgreSQL')
    expect(result.output).not.toContain('nobody@')
  })
})
