import { REPORTING_API } from '../../../shared/reporting/reporting-contract.ts'
import { type MatrixSample, noInput } from '../business-matrix/matrix-sample.ts'
import { json } from '../company/company-test-kit.ts'

const RANGE = 'from=2026-01-01&to=2026-03-31'

/** Reporting and the traveller tracker (decision 058): REPORTING_VIEW, TRAVEL_TRACKER, any member. */
export const REPORTING_MATRIX: MatrixSample[] = [
  {
    method: 'GET',
    url: REPORTING_API.summary,
    build: () => json('GET', `${REPORTING_API.summary}?${RANGE}&period=week`),
  },
  {
    method: 'GET',
    url: REPORTING_API.exportCsv,
    build: () => json('GET', `${REPORTING_API.exportCsv}?${RANGE}`),
  },
  noInput('GET', REPORTING_API.tracker),
  noInput('GET', REPORTING_API.trackerViewers),
]
