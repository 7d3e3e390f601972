// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TStayFacets } from '../../../shared/catalogue/stay-search-contract.ts'
import type { TStayFilters } from '../../../shared/catalogue/stay-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  codeOptions,
  FilterForm,
  type TFilterFormProps,
  valueOptions,
} from '../search-results/filter-controls.tsx'
import { ratingWord } from './stay-format.ts'

type Props = TFilterFormProps<TStayFilters, TStayFacets>

const STARS = [5, 4, 3, 2, 1] as const
const RATINGS = [9, 8, 7, 6] as const

/** Price a night, stars, guest rating, free cancellation, amenities and area: each writes its parameter. */
export function StayFilters(props: Props) {
  const { facets } = props
  const { t } = useTranslation()
  return (
    <FilterForm
      {...props}
      unit="stays"
      price={{ label: t('stayResults.filters.price'), range: facets.price }}
      groups={[
        {
          name: 'cancellation',
          legend: t('stayResults.filters.cancellation'),
          list: false,
          options: [
            {
              value: 'free',
              label: t('stayResults.filters.freeCancellation'),
              facet: facets.freeCancellation,
            },
          ],
          inPolicy: { label: t('stayResults.filters.inPolicy'), facet: facets.inPolicy },
        },
        {
          name: 'stars',
          legend: t('stayResults.filters.stars'),
          list: true,
          options: valueOptions(STARS, facets.stars, (value) => t('stayResults.stars', { count: value })),
        },
        {
          name: 'minRating',
          legend: t('stayResults.filters.rating'),
          list: false,
          options: valueOptions(RATINGS, facets.rating, (value) =>
            t('stayResults.filters.ratingAtLeast', {
              rating: value,
              word: t(`stayResults.ratingWords.${ratingWord(value)}`),
            }),
          ),
        },
        {
          name: 'amenities',
          legend: t('stayResults.filters.amenities'),
          list: true,
          options: codeOptions(facets.amenities, (a) => t(`stayResults.amenities.${a.code}`)),
        },
        {
          name: 'neighbourhoods',
          legend: t('stayResults.filters.neighbourhoods'),
          list: true,
          options: codeOptions(facets.neighbourhoods, (n) => n.name),
        },
      ]}
    />
  )
}
