import { REPORT_PERIODS, REPORT_VERTICALS } from '../../../shared/reporting/reporting-contract.ts'
import type {
  TReportSummaryRequest,
  TReportSummaryResponse,
} from '../../../shared/reporting/reporting-schemas.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

interface Props {
  value: TReportSummaryRequest
  report: TReportSummaryResponse | null
  onChange: (next: TReportSummaryRequest) => void
}

/** The range, the cut and the narrowing of the stats page; each change reloads the figures. */
export function StatsFilters({ value, report, onChange }: Props) {
  const { t } = useTranslation()
  const set = (patch: Partial<TReportSummaryRequest>) => onChange({ ...value, ...patch })
  const optional = (v: string) => (v === '' ? undefined : v)
  return (
    <fieldset className="fw-stats-filters">
      <legend>{t('reporting.filters.legend')}</legend>
      <label>
        {t('reporting.filters.from')}
        <input
          type="date"
          value={value.from}
          max={value.to}
          onChange={(e) => e.target.value && set({ from: e.target.value })}
        />
      </label>
      <label>
        {t('reporting.filters.to')}
        <input
          type="date"
          value={value.to}
          min={value.from}
          onChange={(e) => e.target.value && set({ to: e.target.value })}
        />
      </label>
      <label>
        {t('reporting.filters.period')}
        <select
          value={value.period}
          onChange={(e) => set({ period: e.target.value as TReportSummaryRequest['period'] })}
        >
          {REPORT_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`reporting.filters.periods.${p}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('reporting.filters.vertical')}
        <select
          value={value.vertical ?? ''}
          onChange={(e) => set({ vertical: optional(e.target.value) as TReportSummaryRequest['vertical'] })}
        >
          <option value="">{t('reporting.filters.all')}</option>
          {REPORT_VERTICALS.map((v) => (
            <option key={v} value={v}>
              {t(`reporting.verticals.${v}`)}
            </option>
          ))}
        </select>
      </label>
      {report && report.groups.length > 0 ? (
        <label>
          {t('reporting.filters.group')}
          <select value={value.groupId ?? ''} onChange={(e) => set({ groupId: optional(e.target.value) })}>
            <option value="">{t('reporting.filters.all')}</option>
            {report.groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {report && report.offices.length > 0 ? (
        <label>
          {t('reporting.filters.office')}
          <select value={value.officeId ?? ''} onChange={(e) => set({ officeId: optional(e.target.value) })}>
            <option value="">{t('reporting.filters.all')}</option>
            {report.offices.map((o) => (
              <option key={o.id} value={o.id}>
                {o.name}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {report && report.currencies.length > 1 ? (
        <label>
          {t('reporting.filters.currency')}
          <select value={report.currency} onChange={(e) => set({ currency: e.target.value })}>
            {report.currencies.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
      ) : null}
    </fieldset>
  )
}
