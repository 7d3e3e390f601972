import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema.ts'
import { createReportingRepository } from '../../repositories/reporting.repository.ts'
import { createReportingService, type ReportingService } from './reporting.service.ts'
import { createTrackerService, type TrackerService } from './tracker.service.ts'

/** Reporting and the traveller tracker (decision 058). */
export interface ReportingServices {
  reports: ReportingService
  tracker: TrackerService
}

export function createReportingServices(
  db: Kysely<DB>,
  clock: () => Date = () => new Date(),
): ReportingServices {
  const repo = createReportingRepository(db)
  return { reports: createReportingService(repo, clock), tracker: createTrackerService(repo, clock) }
}
