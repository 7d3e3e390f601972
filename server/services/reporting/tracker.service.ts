import { DAY_MS } from '../../../shared/calendar-days.ts'
import { REPORT_LIMITS } from '../../../shared/reporting/reporting-contract.ts'
import type {
  TTrackerResponse,
  TTrackerViewersResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { presentTrackerTrip } from '../../presenters/reporting.presenter.ts'
import type { ReportingRepository } from '../../repositories/reporting.repository.ts'

/** No catalogue booking lasts longer (stays are at most 30 nights): older starts cannot cover today. */
const LONGEST_EVENT_DAYS = 45

export interface TrackerService {
  /** Booked trips under way now, and those starting within the next 14 days. */
  tracker(companyId: string): Promise<TTrackerResponse>
  /** Who in the company holds TRAVEL_TRACKER; nobody when the company has no reporting feature. */
  viewers(companyId: string, features: readonly string[]): Promise<TTrackerViewersResponse>
}

export function createTrackerService(repo: ReportingRepository, clock: () => Date): TrackerService {
  return {
    async tracker(companyId) {
      const now = clock()
      const rows = await repo.tracker(
        companyId,
        now,
        new Date(now.getTime() - LONGEST_EVENT_DAYS * DAY_MS),
        new Date(now.getTime() + REPORT_LIMITS.trackerNextDays * DAY_MS),
        REPORT_LIMITS.trackerMaxRows,
      )
      const trips = rows.map(presentTrackerTrip)
      return {
        asOf: now.toISOString(),
        now: trips.filter((t) => Date.parse(t.startsAt) <= now.getTime()),
        next: trips.filter((t) => Date.parse(t.startsAt) > now.getTime()),
      }
    },

    async viewers(companyId, features) {
      if (!features.includes('REPORTING')) return { trackerEnabled: false, viewers: [] }
      const rows = await repo.trackerViewers(companyId)
      return {
        trackerEnabled: true,
        viewers: rows.map((r) => ({ name: `${r.firstName} ${r.lastName}`.trim(), role: r.role })),
      }
    },
  }
}
