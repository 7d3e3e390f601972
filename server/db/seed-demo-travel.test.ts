import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createData } from '../repositories/data.ts'
import { createReportingServices } from '../services/reporting/reporting-services.ts'
import { openTestDatabase, silentLogger, type TestDatabase } from '../testing/db/test-databases.ts'
import { isoDayIn } from '../testing/iso-day.ts'
import { DEMO_COMPANY_NAME, seedDemo } from './seed.ts'

describe('the demo year of travel', () => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await openTestDatabase('pglite')
    await seedDemo(database.db, silentLogger)
  })
  afterAll(() => database?.close())

  it('gives the stats page and the tracker something real to show', async () => {
    const company = await database.db
      .selectFrom('companies')
      .select('id')
      .where('name', '=', DEMO_COMPANY_NAME)
      .executeTakeFirstOrThrow()
    const { reports, tracker } = createReportingServices(createData(database.db))
    const today = new Date().toISOString().slice(0, 10)
    const yearAgo = isoDayIn(-364)
    const report = await reports.summary(company.id, { from: yearAgo, to: today, period: 'month' })
    expect(report.totals.bookings).toBeGreaterThan(250)
    expect(report.totals.outOfPolicy).toBeGreaterThan(0)
    expect(report.totals.approvals).toBeGreaterThan(20)
    expect(report.totals.savingsMinor).not.toBe(0)
    expect(report.byVertical.map((v) => v.key)).toEqual(['car', 'flight', 'hotel', 'train'])
    expect(report.byGroup.map((g) => g.name)).toEqual(['Customer success', 'Engineering', 'Sales'])
    expect(report.byOffice).toHaveLength(3)
    expect(report.totals.adoption.share).toBeGreaterThan(0.3)
    expect(report.totals.adoption.share).toBeLessThan(1)
    expect(report.series.filter((p) => p.bookings > 0).length).toBeGreaterThanOrEqual(11)
    const trips = await tracker.tracker(company.id)
    expect(trips.now.length).toBeGreaterThan(0)
    expect(trips.next.length).toBeGreaterThan(0)
    expect(trips.now.every((x) => x.latitude !== null)).toBe(true)
  })
})
