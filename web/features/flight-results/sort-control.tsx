import { useId } from 'react'
import { FLIGHT_SORTS as SORTS } from '../../../shared/catalogue/flight-search-rules.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'

export type TSort = (typeof SORTS)[number]

/** Best, cheapest, quickest: radio buttons that look like tabs. */
export function SortControl({ value, onChange }: { value: string | undefined; onChange(sort: TSort): void }) {
  const { t } = useTranslation()
  const name = useId()
  const current = (SORTS as readonly string[]).includes(value ?? '') ? value : 'best'
  return (
    <fieldset className="fw-results-sort">
      <legend>{t('flightResults.sort.label')}</legend>
      {SORTS.map((sort) => (
        <label key={sort} className="fw-results-sort-option">
          <input
            type="radio"
            name={name}
            value={sort}
            checked={current === sort}
            onChange={() => onChange(sort)}
          />
          <span>{t(`flightResults.sort.${sort}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
