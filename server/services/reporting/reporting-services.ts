import type { Data } from '../../repositories/data.ts'
import { createReportingService, type ReportingService } from './reporting.service.ts'
import { createTrackerService, type TrackerService } from './tracker.service.ts'

/** Reporting and the traveller tracker (decision 058). */
export interface ReportingServices {
  reports: ReportingService
  tracker: TrackerService
}

export function createReportingServices(
  data: Pick<Data, 'reporting'>,
  clock: () => Date = () => new Date(),
): ReportingServices {
  const repo = data.reporting
  return { reports: createReportingService(repo, clock), tracker: createTrackerService(repo, clock) }
}
