import { z } from 'zod'
import { defineEndpoint } from '../endpoint.ts'
import { REPORT_VIEW, REPORTING_API, ReportingErrorCode, TRACKER_VIEW } from './reporting-contract.ts'
import {
  ZReportFilterSchema,
  ZReportSummaryRequestSchema,
  ZReportSummaryResponseSchema,
  ZTrackerResponseSchema,
  ZTrackerViewersResponseSchema,
} from './reporting-schemas.ts'

const read = { max: 120, timeWindow: 60_000 }

/** /business/stats and /business/traveler-tracker's calls (decision 058). */
export const reportingEndpoints = {
  summary: defineEndpoint({
    method: 'GET',
    path: REPORTING_API.summary,
    summary: "The company's booking figures over a range, by period and breakdown",
    query: ZReportSummaryRequestSchema,
    response: ZReportSummaryResponseSchema,
    business: REPORT_VIEW,
    rateLimit: read,
    errors: [ReportingErrorCode.REPORT_RANGE_INVALID],
  }),
  exportCsv: defineEndpoint({
    method: 'GET',
    path: REPORTING_API.exportCsv,
    summary: "The company's bookings over a range, as a CSV download",
    query: ZReportFilterSchema,
    response: z.string(),
    produces: 'text/csv',
    business: REPORT_VIEW,
    rateLimit: { max: 10, timeWindow: 60_000 },
    errors: [ReportingErrorCode.REPORT_RANGE_INVALID],
  }),
  tracker: defineEndpoint({
    method: 'GET',
    path: REPORTING_API.tracker,
    summary: "Where the company's travellers are and will be",
    response: ZTrackerResponseSchema,
    business: TRACKER_VIEW,
    rateLimit: read,
  }),
  // Any member: the traveller's own "who can see my location" panel.
  trackerViewers: defineEndpoint({
    method: 'GET',
    path: REPORTING_API.trackerViewers,
    summary: "Who can see the traveller's location",
    response: ZTrackerViewersResponseSchema,
    business: { permissions: [] },
    rateLimit: read,
  }),
}
