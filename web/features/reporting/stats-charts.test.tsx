// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import { convertMinor } from '../../../shared/money/convert-minor.ts'
import { EXCHANGE_RATES } from '../../../shared/money/exchange-rates-table.ts'
import { formatMoney } from '../../../shared/money/format-money.ts'
import type {
  TReportFigures,
  TReportSummaryResponse,
  TTrackerTrip,
} from '../../../shared/reporting/reporting-schemas.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../../testing/app/global-state.ts'
import { StatsCharts } from './stats-charts.tsx'
import { StatsTiles } from './stats-tiles.tsx'
import { WorldMap } from './world-map.tsx'

const figures = (spendMinor: number, bookings: number): TReportFigures => ({
  bookings,
  spendMinor,
  budgeted: bookings,
  savingsMinor: 1_000,
  policyJudged: bookings,
  outOfPolicy: 1,
  outOfPolicyRate: bookings > 0 ? 1 / bookings : null,
  cancelled: 0,
  cancelledMinor: 0,
  approvals: 1,
  turnaroundMedianSeconds: 5_400,
  turnaroundP90Seconds: 7_200,
})
const adoption = { members: 10, travellers: 4, share: 0.4 }

const REPORT: TReportSummaryResponse = {
  from: '2026-10-01',
  to: '2026-11-24',
  period: 'month',
  currency: 'USD',
  currencies: ['USD'],
  adoptionMonths: { from: '2026-10-01', to: '2026-11-01' },
  totals: { ...figures(300_000, 6), adoption },
  series: [
    { start: '2026-10-01', ...figures(120_000, 2) },
    { start: '2026-11-01', ...figures(180_000, 4) },
  ],
  byVertical: [
    { key: 'flight', name: null, ...figures(250_000, 4), adoption },
    { key: 'hotel', name: null, ...figures(50_000, 2), adoption },
  ],
  byGroup: [
    { key: 'g1', name: 'Sales', ...figures(200_000, 4), adoption },
    { key: 'none', name: null, ...figures(100_000, 2), adoption },
  ],
  byOffice: [],
  groups: [{ id: 'g1', name: 'Sales' }],
  offices: [],
  asOf: '2026-11-24T10:00:00.000Z',
}

function wrap(children: ReactNode, currency = 'USD') {
  return render(
    <AppProviders
      state={testGlobalState({ currency })}
      i18n={createI18n('en', 'en-US', en)}
      bus={createEventBus()}
    >
      {children}
    </AppProviders>,
  )
}

afterEach(cleanup)

describe('the stats charts', () => {
  it('each chart is an image with a summary, and its table alternative holds the same figures', () => {
    wrap(<StatsCharts report={REPORT} />)
    const byVertical = screen.getByRole('figure', { name: 'Spend by kind of travel' })
    expect(within(byVertical).getByRole('img').getAttribute('aria-label')).toBe(
      'Spend by kind of travel: 2 bars, highest Flights at $2,500.00',
    )
    fireEvent.click(within(byVertical).getByText('Show as a table'))
    const table = within(byVertical).getByRole('table', { name: 'Spend by kind of travel' })
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent))
    expect(rows).toEqual([
      ['Name', 'Spend', 'Bookings', 'Out of policy', 'Savings', 'Median turnaround', 'Adoption'],
      ['Flights', '$2,500.00', '4', '25%', '$10.00', '1.5 h', '40%'],
      ['Hotels', '$500.00', '2', '50%', '$10.00', '1.5 h', '40%'],
    ])
    // Bars as long as their share of the largest; the drawing and the table agree.
    const bars = byVertical.querySelectorAll('rect.fw-chart-bar')
    expect(Number(bars[1]?.getAttribute('width')) / Number(bars[0]?.getAttribute('width'))).toBeCloseTo(0.2)
  })

  it('names the group-less row and draws the series by period', () => {
    wrap(<StatsCharts report={REPORT} />)
    const groups = screen.getByRole('figure', { name: 'Spend by group' })
    expect(within(groups).getByRole('rowheader', { name: 'No group' })).toBeTruthy()
    const series = screen.getByRole('figure', { name: 'Spend over time' })
    expect(
      within(series)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['2026-10-01', '2026-11-01'])
    expect(screen.queryByRole('figure', { name: 'Spend by office' })).toBeNull()
  })
})

describe('the stats tiles', () => {
  const values = () =>
    [...document.querySelectorAll('.fw-stats-tile-value')].map((v) => [
      v.querySelector('[aria-hidden="true"]')?.textContent ?? v.textContent,
      v.querySelector('.fw-visually-hidden')?.textContent ?? v.textContent,
    ])

  it('shows spend and savings in the report’s currency once when it is the visitor’s', () => {
    wrap(<StatsTiles report={REPORT} />)
    expect(values().slice(0, 2)).toEqual([
      ['$3,000.00', '$3,000.00'],
      ['$10.00', '$10.00'],
    ])
  })

  it('adds the amounts in the visitor’s currency, approximately, in words for screen readers', () => {
    wrap(
      <StatsTiles
        report={{ ...REPORT, currency: 'JPY', totals: { ...REPORT.totals, spendMinor: 300_000 } }}
      />,
      'KRW',
    )
    const won = (yen: number) => formatMoney(convertMinor(yen, 'JPY', 'KRW', EXCHANGE_RATES), 'KRW', 'en-US')
    // Yen have no minor unit: 300000 is ¥300,000, not ¥3,000.00.
    expect(values().slice(0, 2)).toEqual([
      [`¥300,000 (≈ ${won(300_000)})`, `¥300,000, approximately ${won(300_000)} in your currency`],
      [`¥1,000 (≈ ${won(1_000)})`, `¥1,000, approximately ${won(1_000)} in your currency`],
    ])
  })
})

describe('the tracker map', () => {
  const trip = (eventId: string, name: string, place: string, lat: number, lon: number): TTrackerTrip => ({
    eventId,
    travelerName: name,
    vertical: 'hotel',
    title: 'Hotel',
    placeKey: place.toLowerCase(),
    placeName: place,
    latitude: lat,
    longitude: lon,
    startsAt: '2026-11-24T00:00:00.000Z',
    endsAt: null,
  })

  it('puts one labelled, focusable point per place, linked to its first trip in the list', () => {
    wrap(
      <WorldMap
        trips={[
          trip('a', 'Ava Chen', 'Paris', 48.86, 2.35),
          trip('b', 'Ben Novak', 'Paris', 48.86, 2.35),
          trip('c', 'Kenji Sato', 'Tokyo', 35.68, 139.69),
        ]}
      />,
    )
    const points = screen.getAllByRole('link')
    expect(points.map((p) => [p.getAttribute('aria-label'), p.getAttribute('href')])).toEqual([
      ['Paris: Ava Chen, Ben Novak', '#trip-a'],
      ['Tokyo: Kenji Sato', '#trip-c'],
    ])
    // Longitude and latitude place the point: Tokyo is east and south of Paris.
    const [paris, tokyo] = points.map((p) => p.querySelector('circle'))
    expect(Number(tokyo?.getAttribute('cx'))).toBeGreaterThan(Number(paris?.getAttribute('cx')))
    expect(Number(tokyo?.getAttribute('cy'))).toBeGreaterThan(Number(paris?.getAttribute('cy')))
  })
})
