import crypto from 'node:crypto'
import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { silentLogger } from '../testing/db/test-databases.ts'
import { openDatabase } from './database.ts'
import { migrate, readMigrations } from './migrate.ts'
import { DEMO_COMPANY_NAME, seedDemo } from './seed.ts'

/*
 * Instances of a cluster start together on one empty schema (decision 060): creating the schema,
 * migrating and seeding must each happen once, and no instance may fail for having lost the race.
 */
describe.runIf(process.env.TEST_DATABASE_URL)('several instances starting at once on PostgreSQL', () => {
  it('create the schema, migrate and seed once between them', async () => {
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`
    const open = () =>
      openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL as string,
        databaseSchema: schema,
        dataDir: 'memory://',
        logger: silentLogger,
      })
    const instances = await Promise.all([open(), open(), open()])
    try {
      const applied = await Promise.all(instances.map((d) => migrate(d.db, silentLogger)))
      expect(applied.flat().sort()).toEqual(readMigrations().map((m) => m.name))
      const seeded = await Promise.all(instances.map((d) => seedDemo(d.db, silentLogger)))
      expect(seeded.filter(Boolean)).toHaveLength(1)
      const db = instances[0]?.db
      if (!db) throw new Error('no instance')
      const companies = await db
        .selectFrom('companies')
        .select('id')
        .where('name', '=', DEMO_COMPANY_NAME)
        .execute()
      expect(companies).toHaveLength(1)
    } finally {
      await sql`drop schema if exists ${sql.id(schema)} cascade`.execute(instances[0]?.db as never)
      for (const d of instances) await d.close()
    }
  })
})
