import type {
  TReportBreakdownRow,
  TReportSummaryResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { BarChart, type ChartRow } from './bar-chart.tsx'
import { duration, money, percent } from './report-format.ts'

/** Spend over time and by kind of travel, group and office, each a chart with its table. */
export function StatsCharts({ report }: { report: TReportSummaryResponse }) {
  const { t, locale } = useTranslation()
  const none = t('reporting.tiles.none')
  const fmt = (minor: number) => money(minor, report.currency, locale)
  const columns = [
    t('reporting.charts.columns.label'),
    t('reporting.charts.columns.spend'),
    t('reporting.charts.columns.bookings'),
    t('reporting.charts.columns.outOfPolicy'),
    t('reporting.charts.columns.savings'),
    t('reporting.charts.columns.turnaround'),
  ]
  const cells = (r: Omit<TReportBreakdownRow, 'key' | 'name' | 'adoption'>) => [
    fmt(r.spendMinor),
    String(r.bookings),
    percent(r.outOfPolicyRate, locale, none),
    r.budgeted > 0 ? fmt(r.savingsMinor) : none,
    duration(r.turnaroundMedianSeconds, t, none),
  ]
  const breakdown = (rows: TReportBreakdownRow[], label: (r: TReportBreakdownRow) => string): ChartRow[] =>
    rows.map((r) => ({
      key: r.key,
      label: label(r),
      value: r.spendMinor,
      cells: [...cells(r), percent(r.adoption.share, locale, none)],
    }))
  const withAdoption = [...columns, t('reporting.charts.columns.adoption')]
  return (
    <div className="fw-stats-charts">
      <BarChart
        layout="columns"
        title={t('reporting.charts.overTime')}
        columns={[t('reporting.charts.columns.period'), ...columns.slice(1)]}
        format={fmt}
        rows={report.series.map((p) => ({
          key: p.start,
          label: p.start,
          value: p.spendMinor,
          cells: cells(p),
        }))}
      />
      <BarChart
        layout="bars"
        title={t('reporting.charts.byVertical')}
        columns={withAdoption}
        format={fmt}
        rows={breakdown(report.byVertical, (r) => t(`reporting.verticals.${r.key}`))}
      />
      {report.byGroup.length > 0 ? (
        <BarChart
          layout="bars"
          title={t('reporting.charts.byGroup')}
          columns={withAdoption}
          format={fmt}
          rows={breakdown(report.byGroup, (r) => r.name ?? t('reporting.charts.noGroup'))}
        />
      ) : null}
      {report.byOffice.length > 0 ? (
        <BarChart
          layout="bars"
          title={t('reporting.charts.byOffice')}
          columns={withAdoption}
          format={fmt}
          rows={breakdown(report.byOffice, (r) => r.name ?? t('reporting.charts.noOffice'))}
        />
      ) : null}
    </div>
  )
}
