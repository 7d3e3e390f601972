// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayFacets } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TStayFilters } from '../../../shared/catalogue/stay-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  CheckGroup,
  checkCommon,
  codeOptions,
  InPolicyCheck,
  PriceFilter,
  type TFilterFormProps,
} from '../search-results/filter-controls.tsx'
import { ratingWord } from './stay-format.ts'

type Props = TFilterFormProps<TStayFilters, TStayFacets>

const STARS = [5, 4, 3, 2, 1] as const
const RATINGS = [9, 8, 7, 6] as const

/** Price a night, stars, guest rating, free cancellation, amenities and area: each writes its parameter. */
export function StayFilters(props: Props) {
  const { filters, facets } = props
  const { t } = useTranslation()
  const common = checkCommon(props, 'stays')
  return (
    <div className="fw-results-filters">
      <PriceFilter
        label={t('stayResults.filters.price')}
        range={facets.price}
        value={filters.maxPrice}
        common={common}
      />
      <CheckGroup
        legend={t('stayResults.filters.cancellation')}
        name="cancellation"
        list={false}
        options={[
          { value: 'free', label: t('stayResults.filters.freeCancellation'), facet: facets.freeCancellation },
        ]}
        current={filters.cancellation}
        common={common}
      >
        <InPolicyCheck
          label={t('stayResults.filters.inPolicy')}
          facet={facets.inPolicy}
          current={filters.policy}
          common={common}
        />
      </CheckGroup>
      <CheckGroup
        legend={t('stayResults.filters.stars')}
        name="stars"
        list
        options={STARS.map((value) => ({
          value: String(value),
          label: t('stayResults.stars', { count: value }),
          facet: facets.stars.find((s) => s.value === value) ?? { count: 0, minPrice: null },
        }))}
        current={filters.stars}
        common={common}
      />
      <CheckGroup
        legend={t('stayResults.filters.rating')}
        name="minRating"
        list={false}
        options={RATINGS.map((value) => ({
          value: String(value),
          label: t('stayResults.filters.ratingAtLeast', {
            rating: value,
            word: t(`stayResults.ratingWords.${ratingWord(value)}`),
          }),
          facet: facets.rating.find((r) => r.value === value) ?? { count: 0, minPrice: null },
        }))}
        current={filters.minRating}
        common={common}
      />
      <CheckGroup
        legend={t('stayResults.filters.amenities')}
        name="amenities"
        list
        options={codeOptions(facets.amenities, (a) => t(`stayResults.amenities.${a.code}`))}
        current={filters.amenities}
        common={common}
      />
      <CheckGroup
        legend={t('stayResults.filters.neighbourhoods')}
        name="neighbourhoods"
        list
        options={codeOptions(facets.neighbourhoods, (n) => n.name)}
        current={filters.neighbourhoods}
        common={common}
      />
    </div>
  )
}
