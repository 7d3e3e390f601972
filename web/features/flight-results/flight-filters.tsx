import { memo, useId } from 'react'
// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TFlightSearchResponse } from '../../../shared/catalogue/flight-search-contract.ts'
import type {
  TFlightFilterParam,
  TFlightFilters,
  TFlightSearch,
} from '../../../shared/catalogue/flight-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  Check,
  figuresOf as figures,
  listOf,
  RangeFilter,
  type TSetParam,
} from '../search-results/filter-controls.tsx'
import { cityOf, type FlightFormat } from './flight-format.ts'

type TFacets = TFlightSearchResponse['facets']
/** Writes one filter of the URL: the flight page's names, any name to the shared controls. */
export type TSetFilter = TSetParam

/** The time windows of a day the filters offer, local hours (the API's `6-12`). */
export const TIME_WINDOWS = {
  '0-6': 'earlyMorning',
  '6-12': 'morning',
  '12-18': 'afternoon',
  '18-24': 'evening',
} as const
const STOP_VALUES = ['0', '1', '2'] as const

interface Props {
  search: TFlightSearch
  filters: TFlightFilters
  facets: TFacets
  places: TFlightSearchResponse['places']
  currency: string
  format: FlightFormat
  setFilter: TSetFilter
  prefetchFilter: TSetFilter
}

/** Stops, times, airlines, alliances, duration, price, bags and policy: each writes its URL parameter. */
export function FlightFilters(props: Props) {
  const { search, filters, facets, places, currency, format, setFilter } = props
  const { t } = useTranslation()
  const money = (minor: number) => format.money(minor, currency)
  const stops = listOf(filters.stops)
  const airlines = listOf(filters.airlines)
  const alliances = listOf(filters.alliances)
  const airlineRows = [
    ...facets.airlines,
    ...airlines
      .filter((code) => !facets.airlines.some((a) => a.code === code))
      .map((code) => ({ code, name: code, count: 0, minPrice: null })),
  ]
  const step = (min: number, max: number) => Math.max(1, Math.round((max - min) / 50))
  const common = {
    currency,
    money: format.money,
    unit: 'flights' as const,
    setFilter,
    prefetchFilter: props.prefetchFilter,
  }
  return (
    <div className="fw-results-filters">
      <fieldset>
        <legend>{t('flightResults.filters.stops')}</legend>
        {STOP_VALUES.map((value) => (
          <Check
            key={value}
            label={t(`flightResults.filters.stop${value}`)}
            checked={stops.includes(value)}
            {...figures(facets.stops.find((s) => String(s.value) === value) ?? { count: 0, minPrice: null })}
            {...common}
            name="stops"
            value={value}
            list
            current={filters.stops}
          />
        ))}
      </fieldset>
      {search.legs.map((leg, i) => {
        const depart = `depart${i}` as TFlightFilterParam
        const arrive = `arrive${i}` as TFlightFilterParam
        const from = cityOf(places, leg.from)
        const to = cityOf(places, leg.to)
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its place in the search.
          <fieldset key={i}>
            <legend>{t('flightResults.filters.times', { from, to })}</legend>
            <TimeSelect
              label={t('flightResults.filters.departFrom', { place: from })}
              value={filters[depart]}
              name={depart}
              setFilter={setFilter}
            />
            <TimeSelect
              label={t('flightResults.filters.arriveIn', { place: to })}
              value={filters[arrive]}
              name={arrive}
              setFilter={setFilter}
            />
          </fieldset>
        )
      })}
      {airlineRows.length ? (
        <fieldset>
          <legend>{t('flightResults.filters.airlines')}</legend>
          {airlineRows.map((a) => (
            <Check
              key={a.code}
              label={a.name}
              checked={airlines.includes(a.code)}
              {...figures(a)}
              {...common}
              name="airlines"
              value={a.code}
              list
              current={filters.airlines}
            />
          ))}
        </fieldset>
      ) : null}
      {facets.alliances.length ? (
        <fieldset>
          <legend>{t('flightResults.filters.alliances')}</legend>
          {facets.alliances.map((a) => (
            <Check
              key={a.code}
              label={a.name}
              checked={alliances.includes(a.code)}
              {...figures(a)}
              {...common}
              name="alliances"
              value={a.code}
              list
              current={filters.alliances}
            />
          ))}
        </fieldset>
      ) : null}
      {facets.duration && facets.duration.max > facets.duration.min ? (
        <RangeFilter
          label={t('flightResults.filters.duration')}
          min={Math.max(30, facets.duration.min)}
          max={facets.duration.max}
          step={5}
          value={Number(filters.maxDuration ?? facets.duration.max)}
          text={(v) => t('searchResults.upTo', { value: format.duration(v) })}
          commit={(v) => setFilter('maxDuration', v === null ? null : String(v))}
        />
      ) : null}
      {facets.price && facets.price.max > facets.price.min ? (
        <RangeFilter
          label={t('flightResults.filters.price')}
          min={facets.price.min}
          max={facets.price.max}
          step={step(facets.price.min, facets.price.max)}
          value={Number(filters.maxPrice ?? facets.price.max)}
          text={(v) => t('searchResults.upTo', { value: money(v) })}
          commit={(v) => setFilter('maxPrice', v === null ? null : String(v))}
        />
      ) : null}
      <fieldset>
        <legend>{t('flightResults.filters.fare')}</legend>
        <Check
          label={t('flightResults.filters.bags')}
          checked={filters.bags === 'checked'}
          {...figures(facets.checkedBag)}
          {...common}
          name="bags"
          value="checked"
          list={false}
          current={filters.bags}
        />
        {facets.inPolicy ? (
          <Check
            label={t('flightResults.filters.inPolicy')}
            checked={filters.policy === 'in'}
            {...figures(facets.inPolicy)}
            {...common}
            name="policy"
            value="in"
            list={false}
            current={filters.policy}
          />
        ) : null}
      </fieldset>
    </div>
  )
}

/** A leg's departure or arrival window; plain props, so that a press elsewhere does not draw it again. */
const TimeSelect = memo(function TimeSelect(props: {
  label: string
  value: string | undefined
  name: TFlightFilterParam
  setFilter: TSetFilter
}) {
  const { t } = useTranslation()
  const id = useId()
  const known = Object.hasOwn(TIME_WINDOWS, props.value ?? '')
  return (
    <div className="fw-flight-time">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        className="fw-field-control"
        value={props.value ?? ''}
        onChange={(e) => props.setFilter(props.name, e.target.value || null)}
      >
        <option value="">{t('flightResults.filters.anyTime')}</option>
        {Object.entries(TIME_WINDOWS).map(([hours, name]) => (
          <option key={hours} value={hours}>
            {t(`flightResults.filters.window.${name}`)}
          </option>
        ))}
        {props.value && !known ? (
          <option value={props.value}>{t('flightResults.filters.hours', { hours: props.value })}</option>
        ) : null}
      </select>
    </div>
  )
})
