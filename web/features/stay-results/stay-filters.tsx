// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayFacets } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TStayFilters } from '../../../shared/catalogue/stay-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { Check, figuresOf, listOf, RangeFilter, type TSetParam } from '../search-results/filter-controls.tsx'
import { ratingWord } from './stay-format.ts'

interface Props {
  filters: TStayFilters
  facets: TStayFacets
  currency: string
  format: FlightFormat
  setFilter: TSetParam
  prefetchFilter: TSetParam
}

const STARS = [5, 4, 3, 2, 1] as const
const RATINGS = [9, 8, 7, 6] as const

/** Price a night, stars, guest rating, free cancellation, amenities and area: each writes its parameter. */
export function StayFilters(props: Props) {
  const { filters, facets, currency, format, setFilter } = props
  const { t } = useTranslation()
  const stars = listOf(filters.stars)
  const amenities = listOf(filters.amenities)
  const areas = listOf(filters.neighbourhoods)
  const common = {
    currency,
    money: format.money,
    unit: 'stays' as const,
    setFilter,
    prefetchFilter: props.prefetchFilter,
  }
  const price = facets.price
  return (
    <div className="fw-results-filters">
      {price && price.max > price.min ? (
        <RangeFilter
          label={t('stayResults.filters.price')}
          min={price.min}
          max={price.max}
          step={Math.max(1, Math.round((price.max - price.min) / 50))}
          value={Number(filters.maxPrice ?? price.max)}
          text={(v) => t('searchResults.upTo', { value: format.money(v, currency) })}
          commit={(v) => setFilter('maxPrice', v === null ? null : String(v))}
        />
      ) : null}
      <fieldset>
        <legend>{t('stayResults.filters.cancellation')}</legend>
        {facets.inPolicy ? (
          <Check
            label={t('stayResults.filters.inPolicy')}
            checked={filters.policy === 'in'}
            {...figuresOf(facets.inPolicy)}
            {...common}
            name="policy"
            value="in"
            list={false}
            current={filters.policy}
          />
        ) : null}
        <Check
          label={t('stayResults.filters.freeCancellation')}
          checked={filters.cancellation === 'free'}
          {...figuresOf(facets.freeCancellation)}
          {...common}
          name="cancellation"
          value="free"
          list={false}
          current={filters.cancellation}
        />
      </fieldset>
      <fieldset>
        <legend>{t('stayResults.filters.stars')}</legend>
        {STARS.map((value) => (
          <Check
            key={value}
            label={t('stayResults.stars', { count: value })}
            checked={stars.includes(String(value))}
            {...figuresOf(facets.stars.find((s) => s.value === value) ?? { count: 0, minPrice: null })}
            {...common}
            name="stars"
            value={String(value)}
            list
            current={filters.stars}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('stayResults.filters.rating')}</legend>
        {RATINGS.map((value) => (
          <Check
            key={value}
            label={t('stayResults.filters.ratingAtLeast', {
              rating: value,
              word: t(`stayResults.ratingWords.${ratingWord(value)}`),
            })}
            checked={filters.minRating === String(value)}
            {...figuresOf(facets.rating.find((r) => r.value === value) ?? { count: 0, minPrice: null })}
            {...common}
            name="minRating"
            value={String(value)}
            list={false}
            current={filters.minRating}
          />
        ))}
      </fieldset>
      {facets.amenities.length ? (
        <fieldset>
          <legend>{t('stayResults.filters.amenities')}</legend>
          {facets.amenities.map((a) => (
            <Check
              key={a.code}
              label={t(`stayResults.amenities.${a.code}`)}
              checked={amenities.includes(a.code)}
              {...figuresOf(a)}
              {...common}
              name="amenities"
              value={a.code}
              list
              current={filters.amenities}
            />
          ))}
        </fieldset>
      ) : null}
      {facets.neighbourhoods.length ? (
        <fieldset>
          <legend>{t('stayResults.filters.neighbourhoods')}</legend>
          {facets.neighbourhoods.map((n) => (
            <Check
              key={n.code}
              label={n.name}
              checked={areas.includes(n.code)}
              {...figuresOf(n)}
              {...common}
              name="neighbourhoods"
              value={n.code}
              list
              current={filters.neighbourhoods}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
