import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'

/** A facet value's figures as every search API answers them. */
export type TFacetValue = { count: number; minPrice: number | null }
/** Writes one URL parameter of a results page (null: removes it). */
export type TSetParam = (name: string, value: string | null) => void
/** What a results page counts: searchResults.count.<unit>. */
export type TFacetUnit = 'flights' | 'stays' | 'trains' | 'cars'

/** A facet's figures as Check's props; null when the answer has none for the box. */
export const figuresOf = (facet: TFacetValue | null | undefined) => ({
  count: facet ? facet.count : null,
  minPrice: facet ? facet.minPrice : null,
})

/** A comma list parameter's values. */
export const listOf = (value: string | undefined) => (value ? value.split(',').filter(Boolean) : [])

/** A checkbox list's new value with one value ticked or not. */
export function toggled(current: string | undefined, value: string, on: boolean): string | null {
  const list = listOf(current).filter((v) => v !== value)
  if (on) list.push(value)
  return list.length ? list.join(',') : null
}

/** A facet's count and lowest price, after its name ("· 12 · from $120"); `unit` names what is counted. */
function FacetFigures({
  count,
  minPrice,
  money,
  unit,
}: TFacetValue & { money(minor: number): string; unit: TFacetUnit }) {
  const { t } = useTranslation()
  return (
    <span className="fw-results-facet">
      {t(`searchResults.count.${unit}`, { count })}
      {minPrice === null ? null : ` · ${t('searchResults.from', { price: money(minPrice) })}`}
    </span>
  )
}

/**
 * A checkbox writing `name`: in a list (`list`: stops, airlines, alliances) it adds or removes `value`,
 * alone it is `value` or nothing. Its props are plain values and the page's stable callbacks, so that a
 * press draws again only the boxes whose figures changed.
 */
export const Check = memo(function Check(props: {
  label: string
  checked: boolean
  /** The facet's figures; null when the answer has none for this box. */
  count: number | null
  minPrice: number | null
  currency: string
  money(minor: number, currency: string): string
  /** What the count counts. */
  unit: TFacetUnit
  name: string
  value: string
  list: boolean
  /** The parameter's value now. */
  current: string | undefined
  setFilter: TSetParam
  prefetchFilter: TSetParam
}) {
  // An id (the browser's issues panel asks every form field for an id or a name).
  const id = useId()
  const { name, value, list, current, checked, money, currency } = props
  const valueWhen = (on: boolean) => (list ? toggled(current, value, on) : on ? value : null)
  // A pointer resting on the box or a focus on it asks ahead for what a press would show.
  const ahead = () => props.prefetchFilter(name, valueWhen(!checked))
  return (
    <label className="fw-results-check" onPointerEnter={ahead}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onFocus={ahead}
        onChange={(e) => props.setFilter(name, valueWhen(e.target.checked))}
      />
      <span>{props.label}</span>
      {props.count === null ? null : (
        <FacetFigures
          count={props.count}
          minPrice={props.minPrice}
          money={(minor) => money(minor, currency)}
          unit={props.unit}
        />
      )}
    </label>
  )
})

/** A slider whose value goes to the URL once the visitor pauses (each change would ask the server). */
export function RangeFilter(props: {
  label: string
  min: number
  max: number
  step: number
  value: number
  text(value: number): string
  commit(value: number | null): void
}) {
  const id = useId()
  const [value, setValue] = useState(props.value)
  const { max, value: given } = props
  // The latest commit, so that the page's re-renders do not restart the pause.
  const commit = useRef(props.commit)
  commit.current = props.commit
  useEffect(() => setValue(given), [given])
  useEffect(() => {
    if (value === given) return
    const timer = setTimeout(() => commit.current(value >= max ? null : value), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [value, given, max])
  return (
    <div className="fw-results-range">
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="range"
        min={props.min}
        max={props.max}
        step={props.step}
        value={Math.min(Math.max(value, props.min), props.max)}
        aria-valuetext={props.text(value)}
        onChange={(e) => setValue(Number(e.target.value))}
      />
      <output htmlFor={id}>{props.text(value)}</output>
    </div>
  )
}

/** What every box of a results page's filters shares: the answer's currency and the page's callbacks. */
export interface TCheckCommon {
  currency: string
  money(minor: number, currency: string): string
  unit: TFacetUnit
  setFilter: TSetParam
  prefetchFilter: TSetParam
}

/** What every vertical's filter form is given (cars, stays, trains). */
export interface TFilterFormProps<TFilters, TFacets> {
  filters: TFilters
  facets: TFacets
  currency: string
  format: FlightFormat
  setFilter: TSetParam
  prefetchFilter: TSetParam
}

/** What a filter form's boxes share, from the form's props. */
export const checkCommon = (
  props: Omit<TFilterFormProps<unknown, unknown>, 'filters' | 'facets'>,
  unit: TFacetUnit,
): TCheckCommon => ({
  currency: props.currency,
  money: props.format.money,
  unit,
  setFilter: props.setFilter,
  prefetchFilter: props.prefetchFilter,
})

/** A group's boxes for facets named by a code (classes, suppliers, amenities…). */
export const codeOptions = <TFacet extends TFacetValue & { code: string }>(
  facets: readonly TFacet[],
  label: (facet: TFacet) => string,
): TCheckOption[] => facets.map((facet) => ({ value: facet.code, label: label(facet), facet }))

/** A group's boxes for fixed values (stars, stops…): a value the answer does not count has no offer. */
export const valueOptions = <TValue extends string | number>(
  values: readonly TValue[],
  facets: readonly (TFacetValue & { value: number })[],
  label: (value: TValue) => string,
): TCheckOption[] =>
  values.map((value) => ({
    value: String(value),
    label: label(value),
    facet: facets.find((f) => String(f.value) === String(value)) ?? { count: 0, minPrice: null },
  }))

/** One box of a group: the value it writes, its words and its facet's figures (null: none known). */
export interface TCheckOption {
  value: string
  label: string
  facet: TFacetValue | null | undefined
}

/**
 * A fieldset of boxes writing one parameter: a comma list (`list`: stars, classes, suppliers) or one
 * value at most (a minimum rating, a gearbox). Nothing is drawn when there is no box to offer.
 */
export function CheckGroup(props: {
  legend: string
  name: string
  list: boolean
  options: readonly TCheckOption[]
  current: string | undefined
  common: TCheckCommon
  /** Boxes of another parameter shown in the same fieldset (an "in policy only" box). */
  children?: ReactNode
}) {
  const { name, list, current } = props
  const chosen = list ? listOf(current) : current ? [current] : []
  if (props.options.length === 0 && !props.children) return null
  return (
    <fieldset>
      <legend>{props.legend}</legend>
      {props.options.map((option) => (
        <Check
          key={option.value}
          label={option.label}
          checked={chosen.includes(option.value)}
          {...figuresOf(option.facet)}
          {...props.common}
          name={name}
          value={option.value}
          list={list}
          current={current}
        />
      ))}
      {props.children}
    </fieldset>
  )
}

/** One group of a filter form: the parameter it writes, its legend and boxes (see CheckGroup). */
export interface TCheckGroupSpec<TName extends string> {
  name: TName
  legend: string
  list: boolean
  options: readonly TCheckOption[]
  children?: ReactNode
  /** The "in policy only" box, last in the group, where the answer counts offers within the policy. */
  inPolicy?: { label: string; facet: TFacetValue | null }
}

/** A filter form's groups in order, each ticked from its parameter's value now. */
export function CheckGroups<TName extends string>(props: {
  groups: readonly TCheckGroupSpec<TName>[]
  filters: Partial<Record<TName | 'policy', string>>
  common: TCheckCommon
}) {
  const { filters, common } = props
  return props.groups.map(({ inPolicy, children, ...group }) => (
    <CheckGroup key={group.name} {...group} current={filters[group.name]} common={common}>
      {inPolicy ? (
        <>
          {children}
          <InPolicyCheck
            label={inPolicy.label}
            facet={inPolicy.facet}
            current={filters.policy}
            common={common}
          />
        </>
      ) : (
        children
      )}
    </CheckGroup>
  ))
}

/** A vertical's filter form: the highest price (when `price` is given) above its groups. */
export function FilterForm<TName extends string>(
  props: Omit<TFilterFormProps<Partial<Record<TName | 'policy' | 'maxPrice', string>>, unknown>, 'facets'> & {
    unit: TFacetUnit
    price?: { label: string; range: { min: number; max: number } | null }
    groups: readonly TCheckGroupSpec<TName>[]
  },
) {
  const { filters, price, unit } = props
  const common = checkCommon(props, unit)
  return (
    <div className="fw-results-filters">
      {price ? (
        <PriceFilter label={price.label} range={price.range} value={filters.maxPrice} common={common} />
      ) : null}
      <CheckGroups groups={props.groups} filters={filters} common={common} />
    </div>
  )
}

/** The business traveller's "in policy only" box, where the answer counts offers within the policy. */
export function InPolicyCheck(props: {
  label: string
  facet: TFacetValue | null
  current: string | undefined
  common: TCheckCommon
}) {
  if (!props.facet) return null
  return (
    <Check
      label={props.label}
      checked={props.current === 'in'}
      {...figuresOf(props.facet)}
      {...props.common}
      name="policy"
      value="in"
      list={false}
      current={props.current}
    />
  )
}

/** The highest price a filter allows, as a slider over the answer's range; nothing when all cost the same. */
export function PriceFilter(props: {
  label: string
  range: { min: number; max: number } | null
  /** The parameter's value now (minor units). */
  value: string | undefined
  common: TCheckCommon
}) {
  const { t } = useTranslation()
  const { range, common } = props
  if (!range || range.max <= range.min) return null
  return (
    <RangeFilter
      label={props.label}
      min={range.min}
      max={range.max}
      step={Math.max(1, Math.round((range.max - range.min) / 50))}
      value={Number(props.value ?? range.max)}
      text={(v) => t('searchResults.upTo', { value: common.money(v, common.currency) })}
      commit={(v) => common.setFilter('maxPrice', v === null ? null : String(v))}
    />
  )
}
