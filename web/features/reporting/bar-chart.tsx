import { useId } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { ScrollRegion } from '../../ui/scroll-region.tsx'

export interface ChartRow {
  key: string
  label: string
  value: number
  /** The row's cells in the table alternative, after its label: already formatted. */
  cells: string[]
}

interface Props {
  title: string
  rows: ChartRow[]
  /** The table's column headings: the label's first, then one per cell. */
  columns: string[]
  format: (value: number) => string
  /** Bars up (a time series) or across (a breakdown). */
  layout: 'columns' | 'bars'
}

const WIDTH = 640
const BAR = 22

/**
 * Our own SVG bar chart (decision 058): an image with a one-sentence summary for screen readers, and the
 * same figures as a table behind a disclosure, so that nothing is only in the drawing.
 */
export function BarChart({ title, rows, columns, format, layout }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const max = Math.max(0, ...rows.map((r) => r.value))
  const top = rows.reduce<ChartRow | null>(
    (best, r) => (best === null || r.value > best.value ? r : best),
    null,
  )
  const summary =
    top === null || max === 0
      ? t('reporting.charts.empty', { title })
      : t('reporting.charts.summary', {
          title,
          count: rows.length,
          label: top.label,
          value: format(top.value),
        })
  return (
    <figure className="fw-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="fw-chart-title">
        {title}
      </figcaption>
      {layout === 'bars' ? <Bars rows={rows} max={max} format={format} summary={summary} /> : null}
      {layout === 'columns' ? <Columns rows={rows} max={max} summary={summary} /> : null}
      <details className="fw-chart-table">
        <summary>{t('reporting.charts.table')}</summary>
        <ScrollRegion label={title}>
          <table>
            <caption>{title}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.key}>
                  <th scope="row">{r.label}</th>
                  {r.cells.map((cell, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are in fixed column order
                    <td key={i}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  )
}

function Bars({
  rows,
  max,
  format,
  summary,
}: {
  rows: ChartRow[]
  max: number
  format: (v: number) => string
  summary: string
}) {
  const height = Math.max(1, rows.length) * (BAR + 10)
  const labelWidth = 170
  const room = WIDTH - labelWidth - 110
  return (
    <svg className="fw-chart-svg" viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-label={summary}>
      {rows.map((r, i) => {
        const y = i * (BAR + 10)
        const w = max > 0 ? Math.max(r.value > 0 ? 2 : 0, (r.value / max) * room) : 0
        return (
          <g key={r.key}>
            <text x={labelWidth - 8} y={y + BAR * 0.72} textAnchor="end" className="fw-chart-label">
              {r.label}
            </text>
            <rect x={labelWidth} y={y} width={w} height={BAR} className="fw-chart-bar" rx="3" />
            <text x={labelWidth + w + 6} y={y + BAR * 0.72} className="fw-chart-value">
              {format(r.value)}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

function Columns({ rows, max, summary }: { rows: ChartRow[]; max: number; summary: string }) {
  const height = 200
  const slot = WIDTH / Math.max(1, rows.length)
  const every = Math.ceil(rows.length / 8)
  return (
    <svg className="fw-chart-svg" viewBox={`0 0 ${WIDTH} ${height + 24}`} role="img" aria-label={summary}>
      <line x1="0" x2={WIDTH} y1={height} y2={height} className="fw-chart-axis" />
      {rows.map((r, i) => {
        const h = max > 0 ? (r.value / max) * (height - 8) : 0
        return (
          <g key={r.key}>
            <rect
              x={i * slot + slot * 0.15}
              y={height - h}
              width={Math.max(1, slot * 0.7)}
              height={h}
              className="fw-chart-bar"
            />
            {i % every === 0 ? (
              <text x={i * slot + slot / 2} y={height + 16} textAnchor="middle" className="fw-chart-label">
                {r.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </svg>
  )
}
