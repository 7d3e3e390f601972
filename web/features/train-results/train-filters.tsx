// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainSearchResponse } from '../../../shared/catalogue/train-search-contract.ts'
import type { TTrainFilters } from '../../../shared/catalogue/train-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { codeOptions, FilterForm, type TFilterFormProps } from '../search-results/filter-controls.tsx'

type Props = TFilterFormProps<TTrainFilters, TTrainSearchResponse['facets']>

/** Classes and trains, with how many departures each leaves and from what price. */
export function TrainFilters(props: Props) {
  const { filters, facets } = props
  const { t } = useTranslation()
  return (
    <FilterForm
      {...props}
      unit="trains"
      groups={[
        {
          name: 'classes',
          legend: t('trainResults.filters.classes'),
          list: true,
          options: codeOptions(facets.classes, (c) => t(`trainResults.classes.${c.code}`)),
          inPolicy: { label: t('trainResults.filters.inPolicy'), facet: facets.inPolicy },
        },
        {
          name: 'trains',
          legend: t('trainResults.filters.trains'),
          list: true,
          // One train brand alone is no choice.
          options:
            facets.trains.length > 1 || filters.trains
              ? facets.trains.map((train) => ({ value: train.name, label: train.name, facet: train }))
              : [],
        },
      ]}
    />
  )
}
