import { useEffect, useState } from 'react'
import { daysInRange, REPORT_LIMITS } from '../../../shared/reporting/reporting-contract.ts'
import type {
  TReportSummaryRequest,
  TReportSummaryResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { browserReportingApi, reportCsvUrl } from '../../api/reporting.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { thisQuarter } from './report-format.ts'
import { StatsCharts } from './stats-charts.tsx'
import { StatsFilters } from './stats-filters.tsx'
import { StatsTiles } from './stats-tiles.tsx'
import './reporting.css'

function validRange(r: TReportSummaryRequest): boolean {
  const days = daysInRange(r.from, r.to)
  return (
    days >= 1 && days <= REPORT_LIMITS.maxDays && (r.period !== 'day' || days <= REPORT_LIMITS.maxBuckets)
  )
}

/** /business/stats' body (decision 058): a lazy chunk, loaded by the hub page. Figures are live. */
export default function StatsBody() {
  const { t, locale } = useTranslation()
  const [filter, setFilter] = useState<TReportSummaryRequest>(() => ({
    ...thisQuarter(new Date()),
    period: 'week',
  }))
  const [report, setReport] = useState<TReportSummaryResponse | null>(null)
  const [failed, setFailed] = useState(false)
  const valid = validRange(filter)
  useEffect(() => {
    if (!valid) return
    let current = true
    browserReportingApi()
      .summary(filter)
      .then(
        (r) => {
          if (!current) return
          setReport(r)
          setFailed(false)
        },
        () => current && setFailed(true),
      )
    return () => {
      current = false
    }
  }, [filter, valid])
  const { period: _period, ...exportFilter } = filter
  return (
    <div className="fw-stats">
      <StatsFilters value={filter} report={report} onChange={setFilter} />
      {valid ? null : <p role="alert">{t('reporting.filters.invalid')}</p>}
      <p>
        <a className="fw-button" href={reportCsvUrl(exportFilter)} download>
          {t('reporting.download')}
        </a>
      </p>
      <div aria-live="polite" aria-busy={report === null && !failed}>
        {failed ? <p role="alert">{t('reporting.error')}</p> : null}
        {report === null && !failed ? <p>{t('reporting.loading')}</p> : null}
        {report ? (
          <>
            <p className="fw-stats-live">
              {t('reporting.live', { time: new Date(report.asOf).toLocaleTimeString(locale) })}
            </p>
            <StatsTiles report={report} />
            <StatsCharts report={report} />
          </>
        ) : null}
      </div>
    </div>
  )
}
