import { useId } from 'react'
import { useTranslation } from '../../i18n/i18n-context.tsx'

/**
 * A results page's sorts (best, cheapest, quickest; recommended, cheapest, rating, distance…): radio
 * buttons that look like tabs, each named by its key under `messages`; the first sort is the default.
 */
export function SortControl<TSort extends string>({
  sorts,
  messages,
  value,
  onChange,
}: {
  sorts: readonly TSort[]
  messages: string
  value: string | undefined
  onChange(sort: TSort): void
}) {
  const { t } = useTranslation()
  const name = useId()
  const current = (sorts as readonly string[]).includes(value ?? '') ? value : sorts[0]
  return (
    <fieldset className="fw-results-sort">
      <legend>{t('searchResults.sortBy')}</legend>
      {sorts.map((sort) => (
        <label key={sort} className="fw-results-sort-option">
          <input
            type="radio"
            name={name}
            value={sort}
            checked={current === sort}
            onChange={() => onChange(sort)}
          />
          <span>{t(`${messages}.${sort}`)}</span>
        </label>
      ))}
    </fieldset>
  )
}
