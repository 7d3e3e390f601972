import { REPORTING_API } from '../../shared/reporting/reporting-contract.ts'
// Types only: the schemas module holds zod, which must stay out of the browser bundle.
import type { TReportFilter, TReportSummaryRequest } from '../../shared/reporting/reporting-schemas.ts'
import { browserApiClient } from './browser-client.ts'
import { callEndpoint } from './call-endpoint.ts'
import type { ApiClient } from './client.ts'
import { reportingEndpoints as api } from './endpoints.gen.ts'

/** The query string of a report's filters, empty ones left out. */
export function reportQuery(filter: TReportFilter & { period?: string }): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value))
  return params.toString()
}

/** /business/stats, the tracker and the account's "who can see my location" (decision 058). */
export function reportingApi(client: () => ApiClient) {
  return {
    // Empty filters are left out, as in the CSV's address.
    summary: (request: TReportSummaryRequest) =>
      callEndpoint(client(), api.summary, {
        query: Object.fromEntries(
          Object.entries(request).filter(([, value]) => value),
        ) as TReportSummaryRequest,
      }),
    tracker: () => callEndpoint(client(), api.tracker),
    viewers: () => callEndpoint(client(), api.trackerViewers),
  }
}

/** The CSV's address: a plain link downloads it with the session's cookie. */
export const reportCsvUrl = (filter: TReportFilter) => `${REPORTING_API.exportCsv}?${reportQuery(filter)}`

/** Made on the first call, never while rendering (the server render has no browser client). */
export const browserReportingApi = () => reportingApi(browserApiClient)
