import type { ReactNode } from 'react'
import type { TReportSummaryResponse } from '../../../shared/reporting/reporting-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Money } from '../../ui/money.tsx'
import { duration, percent } from './report-format.ts'

/** The five headline figures: spend, savings, out-of-policy rate, approval turnaround and adoption. */
export function StatsTiles({ report }: { report: TReportSummaryResponse }) {
  const { t, locale } = useTranslation()
  const none = t('reporting.tiles.none')
  const { totals, currency } = report
  // Booked amounts in the currency they were booked in and, where the visitor's differs, approximately in theirs.
  const tiles: Array<[string, ReactNode, string]> = [
    [
      t('reporting.tiles.spend'),
      <Money key="spend" amount={totals.spendMinor} currency={currency} />,
      `${t('reporting.tiles.bookings', { count: totals.bookings })}; ${t('reporting.tiles.cancelled', { count: totals.cancelled })}`,
    ],
    [
      t('reporting.tiles.savings'),
      totals.budgeted > 0 ? <Money key="savings" amount={totals.savingsMinor} currency={currency} /> : none,
      t('reporting.tiles.savingsAbout', { count: totals.budgeted }),
    ],
    [
      t('reporting.tiles.outOfPolicy'),
      percent(totals.outOfPolicyRate, locale, none),
      t('reporting.tiles.outOfPolicyAbout', { out: totals.outOfPolicy, judged: totals.policyJudged }),
    ],
    [
      t('reporting.tiles.turnaround'),
      duration(totals.turnaroundMedianSeconds, t, none),
      t('reporting.tiles.turnaroundAbout', {
        p90: duration(totals.turnaroundP90Seconds, t, none),
        count: totals.approvals,
      }),
    ],
    [
      t('reporting.tiles.adoption'),
      percent(totals.adoption.share, locale, none),
      t('reporting.tiles.adoptionAbout', {
        travellers: totals.adoption.travellers,
        members: totals.adoption.members,
        from: report.adoptionMonths.from.slice(0, 7),
        to: report.adoptionMonths.to.slice(0, 7),
      }),
    ],
  ]
  return (
    <ul className="fw-stats-tiles" aria-label={t('reporting.tiles.label')}>
      {tiles.map(([title, value, about]) => (
        <li key={title} className="fw-stats-tile">
          <h2 className="fw-stats-tile-title">{title}</h2>
          <p className="fw-stats-tile-value">{value}</p>
          <p className="fw-stats-tile-about">{about}</p>
        </li>
      ))}
    </ul>
  )
}
