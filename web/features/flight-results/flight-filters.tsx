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
  CheckGroup,
  CheckGroups,
  checkCommon,
  InPolicyCheck,
  listOf,
  PriceFilter,
  RangeFilter,
  type TSetParam,
  valueOptions,
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
  const { search, filters, facets, places, format, setFilter } = props
  const { t } = useTranslation()
  const airlines = listOf(filters.airlines)
  const airlineRows = [
    ...facets.airlines,
    ...airlines
      .filter((code) => !facets.airlines.some((a) => a.code === code))
      .map((code) => ({ code, name: code, count: 0, minPrice: null })),
  ]
  const common = checkCommon(props, 'flights')
  return (
    <div className="fw-results-filters">
      <CheckGroup
        legend={t('flightResults.filters.stops')}
        name="stops"
        list
        options={valueOptions(STOP_VALUES, facets.stops, (value) => t(`flightResults.filters.stop${value}`))}
        current={filters.stops}
        common={common}
      />
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
      <CheckGroups
        filters={filters}
        common={common}
        groups={[
          {
            name: 'airlines',
            legend: t('flightResults.filters.airlines'),
            list: true,
            options: airlineRows.map((a) => ({ value: a.code, label: a.name, facet: a })),
          },
          {
            name: 'alliances',
            legend: t('flightResults.filters.alliances'),
            list: true,
            options: facets.alliances.map((a) => ({ value: a.code, label: a.name, facet: a })),
          },
        ]}
      />
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
      <PriceFilter
        label={t('flightResults.filters.price')}
        range={facets.price}
        value={filters.maxPrice}
        common={common}
      />
      <CheckGroup
        legend={t('flightResults.filters.fare')}
        name="bags"
        list={false}
        options={[{ value: 'checked', label: t('flightResults.filters.bags'), facet: facets.checkedBag }]}
        current={filters.bags}
        common={common}
      >
        <InPolicyCheck
          label={t('flightResults.filters.inPolicy')}
          facet={facets.inPolicy ?? null}
          current={filters.policy}
          common={common}
        />
      </CheckGroup>
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
