import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { type Database, openDatabase } from '../../db/database.ts'
import { migrate } from '../../db/migrate.ts'
import { createConsentRecordRepository } from '../../repositories/consent-record.repository.ts'
import { createPrivacyPreferenceRepository } from '../../repositories/privacy-preference.repository.ts'
import { silentLogger, testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { startTestApp } from '../../testing/test-app.ts'
import {
  type ConsentRecordService,
  createConsentRecordService,
  type TConsentContext,
} from './consent-record.service.ts'

/*
 * Acknowledged means durable (issue 6): the database stops in the middle of a stream of consent writes.
 * Every write that was answered must be there afterwards, and the browser's retries (same consent id) of
 * the ones that failed must land exactly once.
 */
const HALF = 120
const WORKERS = 6
const who: TConsentContext = {
  subjectId: crypto.randomUUID(),
  userId: null,
  site: { site: 'kr', countryCode: 'KR', locale: 'ko-KR' },
  ip: null,
  gpc: false,
}

function serviceOn(database: Database): ConsentRecordService {
  return createConsentRecordService({
    records: createConsentRecordRepository(database.db),
    preferences: createPrivacyPreferenceRepository(database.db),
    cmp: { cmpId: 2, cmpVersion: 1 },
  })
}

/**
 * Writes from several workers; after HALF writes `stop` runs, and the workers go on until it is over and
 * HALF more were tried, so the fault always lands in the middle of the stream.
 */
async function streamWithFault(service: () => ConsentRecordService, stop: () => Promise<void>) {
  const ids: string[] = []
  const acknowledged: string[] = []
  const failed: string[] = []
  let stopping: Promise<void> | null = null
  let stopped = false
  let afterStop = 0
  async function worker() {
    while (!stopped || afterStop < HALF) {
      if (stopped) afterStop++
      const id = crypto.randomUUID()
      ids.push(id)
      if (ids.length === HALF)
        stopping = stop().finally(() => {
          stopped = true
        })
      try {
        await service().record(who, { consentId: id, kind: 'categories', action: 'accept_all' })
        acknowledged.push(id)
      } catch {
        failed.push(id)
      }
    }
  }
  await Promise.all(Array.from({ length: WORKERS }, worker))
  await stopping
  return { ids, acknowledged, failed }
}

async function retryUntilRecorded(service: ConsentRecordService, failed: string[]) {
  for (const id of failed) {
    for (let attempt = 0; ; attempt++) {
      try {
        await service.record(who, { consentId: id, kind: 'categories', action: 'accept_all' })
        break
      } catch (error) {
        if (attempt > 50) throw error
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }
}

async function countsOf(database: Database, ids: string[]) {
  const rows = await database.db
    .selectFrom('consent_records')
    .select(['id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('id', 'in', ids)
    .groupBy('id')
    .execute()
  return new Map(rows.map((r) => [r.id, Number(r.n)]))
}

describe('consent writes when the database stops mid-write', () => {
  it.runIf(testDatabaseKinds().includes('postgres'))(
    'PostgreSQL ends every connection: no acknowledged record lost, none duplicated after retries',
    async () => {
      const t = await startTestApp('postgres')
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
      await admin.connect()
      try {
        const own = `fernway:${t.database.schema}`
        const { ids, acknowledged, failed } = await streamWithFault(
          () => t.app.services.consentRecords,
          async () => {
            // Several times, a little apart: one blow can land between two writes and end none.
            for (let blow = 0; blow < 5; blow++) {
              await admin.query(
                'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
                [own],
              )
              await new Promise((r) => setTimeout(r, 20))
            }
          },
        )
        expect(acknowledged.length).toBeGreaterThan(0)
        expect(failed.length).toBeGreaterThan(0)
        await retryUntilRecorded(t.app.services.consentRecords, failed)
        const counts = await countsOf(t.database, ids)
        for (const id of acknowledged) expect(counts.get(id)).toBe(1)
        for (const id of ids) expect(counts.get(id)).toBe(1)
      } finally {
        await admin.end()
        await t.close()
      }
    },
  )

  it('PGlite on disk closes mid-stream: after reopening, every acknowledged record is there, once', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fw-consent-'))
    try {
      let database = await openDatabase({
        databaseUrl: null,
        databaseSchema: null,
        dataDir: dir,
        logger: silentLogger,
      })
      await migrate(database.db, silentLogger)
      let current = serviceOn(database)
      const { ids, acknowledged, failed } = await streamWithFault(
        () => current,
        async () => {
          await database.close()
        },
      )
      expect(failed.length).toBeGreaterThan(0)
      expect(acknowledged.length).toBeGreaterThan(0)
      database = await openDatabase({
        databaseUrl: null,
        databaseSchema: null,
        dataDir: dir,
        logger: silentLogger,
      })
      current = serviceOn(database)
      const before = await countsOf(database, ids)
      for (const id of acknowledged) expect(before.get(id)).toBe(1)
      await retryUntilRecorded(current, failed)
      const after = await countsOf(database, ids)
      for (const id of ids) expect(after.get(id)).toBe(1)
      await database.close()
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
    // Migrates a PGlite directory and opens it twice: seconds on a quiet machine, over 30 on a loaded one.
  }, 90_000)
})
