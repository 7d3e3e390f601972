import { memo, useEffect, useId, useRef, useState } from 'react'
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

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
