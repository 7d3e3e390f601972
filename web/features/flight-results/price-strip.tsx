import { Link } from 'react-router'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TFlightCalendarResponse } from '../../../shared/catalogue/flight-search-contract.ts'
import {
  flightResultsPath,
  type TFlightFilters,
  type TFlightSearch,
} from '../../../shared/catalogue/flight-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from './flight-format.ts'

interface Props {
  calendar: TFlightCalendarResponse
  search: TFlightSearch
  filters: TFlightFilters
  format: FlightFormat
}

/** The same search on another day (and the return as many days later). */
function searchOn(search: TFlightSearch, depart: string, back: string | null): TFlightSearch {
  const [first, second] = search.legs
  const legs = [{ ...(first ?? { from: '', to: '', date: '' }), date: depart }]
  if (second && back) legs.push({ ...second, date: back })
  return { ...search, legs }
}

/** The ±3-day price strip: each day a link to its search with its cheapest price; the chosen day marked. */
export function PriceStrip({ calendar, search, filters, format }: Props) {
  const { t } = useTranslation()
  const current = search.legs[0]?.date
  const money = (minor: number) => format.money(minor, calendar.currency)
  return (
    <nav className="fw-flight-strip" aria-label={t('flightResults.strip.label')}>
      <ul>
        {calendar.days.map((day) => {
          const here = day.depart === current
          const dates = day.return ? format.dateRange(day.depart, day.return) : format.date(day.depart)
          const price = day.minPrice === null ? t('flightResults.strip.none') : money(day.minPrice)
          return (
            <li key={day.depart}>
              <Link
                to={flightResultsPath(searchOn(search, day.depart, day.return), filters)}
                replace={false}
                aria-current={here ? 'date' : undefined}
                className="fw-flight-strip-day"
              >
                <span className="fw-flight-strip-date" aria-hidden="true">
                  {format.weekday(day.depart)} {format.shortDate(day.depart)}
                </span>
                <span className="fw-visually-hidden">{t('flightResults.strip.day', { dates })} </span>
                <span className="fw-flight-strip-price">{price}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/**
 * "Prices are low for these dates; usually $120–$180." The calendar's prices are the whole party's, while
 * a card leads with its price per adult: with several travellers the sentence says whose they are.
 */
export function PriceInsight({
  calendar,
  format,
  travellers,
}: {
  calendar: TFlightCalendarResponse
  format: FlightFormat
  travellers: number
}) {
  const { t } = useTranslation()
  const { insight } = calendar
  if (!insight) return null
  const money = (minor: number) => format.money(minor, calendar.currency)
  return (
    <p className={`fw-flight-insight fw-flight-insight--${insight.level}`}>
      {t(`flightResults.insight.${insight.level}`, {
        low: money(insight.typicalLow),
        high: money(insight.typicalHigh),
        cheapest: money(insight.cheapest),
      })}
      {travellers > 1 ? ` ${t('flightResults.insight.totals', { count: travellers })}` : null}
    </p>
  )
}
