// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TTrainSearchResponse } from '../../../shared/catalogue/train-search-contract.ts'
import type { TTrainFilters } from '../../../shared/catalogue/train-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { Check, figuresOf, listOf, type TSetParam } from '../search-results/filter-controls.tsx'

interface Props {
  filters: TTrainFilters
  facets: TTrainSearchResponse['facets']
  currency: string
  format: FlightFormat
  setFilter: TSetParam
  prefetchFilter: TSetParam
}

/** Classes and trains, with how many departures each leaves and from what price. */
export function TrainFilters(props: Props) {
  const { filters, facets } = props
  const { t } = useTranslation()
  const classes = listOf(filters.classes)
  const trains = listOf(filters.trains)
  const common = {
    currency: props.currency,
    money: props.format.money,
    unit: 'trains' as const,
    setFilter: props.setFilter,
    prefetchFilter: props.prefetchFilter,
  }
  return (
    <div className="fw-results-filters">
      <fieldset>
        <legend>{t('trainResults.filters.classes')}</legend>
        {facets.classes.map((c) => (
          <Check
            key={c.code}
            label={t(`trainResults.classes.${c.code}`)}
            checked={classes.includes(c.code)}
            {...figuresOf(c)}
            {...common}
            name="classes"
            value={c.code}
            list
            current={filters.classes}
          />
        ))}
        {facets.inPolicy ? (
          <Check
            label={t('trainResults.filters.inPolicy')}
            checked={filters.policy === 'in'}
            {...figuresOf(facets.inPolicy)}
            {...common}
            name="policy"
            value="in"
            list={false}
            current={filters.policy}
          />
        ) : null}
      </fieldset>
      {facets.trains.length > 1 || trains.length ? (
        <fieldset>
          <legend>{t('trainResults.filters.trains')}</legend>
          {facets.trains.map((train) => (
            <Check
              key={train.name}
              label={train.name}
              checked={trains.includes(train.name)}
              {...figuresOf(train)}
              {...common}
              name="trains"
              value={train.name}
              list
              current={filters.trains}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  )
}
