import { FLIGHT_CABINS, FLIGHT_SEARCH_LIMITS } from '../../../shared/catalogue/flight-search-rules.ts'
import { FLIGHT_FORM_FIELDS as F, type TCabin } from '../../../shared/catalogue/flight-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { LabelledSelect } from '../../ui/labelled-field.tsx'
import { closeOnEscape } from './close-on-escape.ts'

export interface TTravellers {
  adults: number
  children: number
  infants: number
  cabin: TCabin
}

/** Each count, its least, and how far under the seat limit its most is (a child needs an adult). */
const COUNTS = [
  ['adults', 1, 0],
  ['children', 0, 1],
  ['infants', 0, 0],
] as const

const range = (min: number, max: number) => Array.from({ length: max - min + 1 }, (_, i) => min + i)

/** A count the GET form sends (travellers, guests, rooms), from `min` to `max`. */
export function CountSelect(props: {
  name: string
  label: string
  hint?: string
  value: number
  min: number
  max: number
  onChange(value: number): void
}) {
  return (
    <LabelledSelect
      className="fw-travellers-count"
      label={
        <>
          {props.label} {props.hint ? <span className="fw-travellers-hint">{props.hint}</span> : null}
        </>
      }
      name={props.name}
      value={String(props.value)}
      options={range(props.min, props.max).map((n) => ({ value: String(n), label: String(n) }))}
      onChange={(value) => props.onChange(Number(value))}
    />
  )
}

/**
 * Travellers and cabin: a disclosure (a native <details>, so it opens before the page hydrates and
 * without JavaScript) holding plain selects the GET form sends; its summary says what is chosen.
 */
export function TravellersField({
  value,
  onChange,
}: {
  value: TTravellers
  onChange(next: TTravellers): void
}) {
  const { t } = useTranslation()
  const set = (part: Partial<TTravellers>) => onChange({ ...value, ...part })
  const count = value.adults + value.children + value.infants
  const max = FLIGHT_SEARCH_LIMITS.maxTravellers
  return (
    <details className="fw-travellers" onKeyDown={closeOnEscape}>
      <summary className="fw-input fw-travellers-summary">
        <span className="fw-field-label">{t('searchBox.travellers.label')}</span>{' '}
        <span>
          {t('searchBox.travellers.summary', { count, cabin: t(`searchBox.cabins.${value.cabin}`) })}
        </span>
      </summary>
      <div className="fw-travellers-panel">
        {COUNTS.map(([kind, min, less]) => (
          <CountSelect
            key={kind}
            name={F[kind]}
            label={t(`searchBox.travellers.${kind}`)}
            hint={t(`searchBox.travellers.${kind}Hint`)}
            value={value[kind]}
            min={min}
            max={max - less}
            onChange={(n) => set({ [kind]: n })}
          />
        ))}
        <LabelledSelect
          label={t('searchBox.travellers.cabin')}
          name={F.cabin}
          value={value.cabin}
          options={FLIGHT_CABINS.map((cabin) => ({ value: cabin, label: t(`searchBox.cabins.${cabin}`) }))}
          onChange={(cabin) => set({ cabin: cabin as TCabin })}
        />
      </div>
    </details>
  )
}
