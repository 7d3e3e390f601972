// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarFacets } from '../../../shared/catalogue/car-search-contract.ts'
import type { TCarFilters } from '../../../shared/catalogue/car-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import {
  Check,
  CheckGroup,
  figuresOf,
  InPolicyCheck,
  PriceFilter,
  type TCheckCommon,
  type TSetParam,
} from '../search-results/filter-controls.tsx'

interface Props {
  filters: TCarFilters
  facets: TCarFacets
  currency: string
  format: FlightFormat
  setFilter: TSetParam
  prefetchFilter: TSetParam
}

/** Price a day, class, gearbox, seats, mileage, desk, supplier and policy: each writes its parameter. */
export function CarFilters(props: Props) {
  const { filters, facets, format } = props
  const { t } = useTranslation()
  const common: TCheckCommon = {
    currency: props.currency,
    money: format.money,
    unit: 'cars',
    setFilter: props.setFilter,
    prefetchFilter: props.prefetchFilter,
  }
  return (
    <div className="fw-results-filters">
      <PriceFilter
        label={t('carResults.filters.price')}
        range={facets.price}
        value={filters.maxPrice}
        common={common}
      />
      <CheckGroup
        legend={t('carResults.filters.classes')}
        name="classes"
        list
        options={facets.classes.map((c) => ({
          value: c.code,
          label: t(`carResults.classes.${c.code}`),
          facet: c,
        }))}
        current={filters.classes}
        common={common}
      />
      <CheckGroup
        legend={t('carResults.filters.car')}
        name="transmission"
        list={false}
        options={facets.transmission.map((g) => ({
          value: g.code,
          label: t(`carResults.transmission.${g.code}`),
          facet: g,
        }))}
        current={filters.transmission}
        common={common}
      >
        {facets.seats.map((s) => (
          <Check
            key={s.value}
            label={t('carResults.filters.seats', { count: s.value })}
            checked={filters.minSeats === String(s.value)}
            {...figuresOf(s)}
            {...common}
            name="minSeats"
            value={String(s.value)}
            list={false}
            current={filters.minSeats}
          />
        ))}
        <Check
          label={t('carResults.offer.unlimited')}
          checked={filters.mileage === 'unlimited'}
          {...figuresOf(facets.unlimitedMileage)}
          {...common}
          name="mileage"
          value="unlimited"
          list={false}
          current={filters.mileage}
        />
        <InPolicyCheck
          label={t('carResults.filters.inPolicy')}
          facet={facets.inPolicy}
          current={filters.policy}
          common={common}
        />
      </CheckGroup>
      <CheckGroup
        legend={t('carResults.filters.pickupKind')}
        name="pickupKind"
        list={false}
        options={facets.pickupKinds.map((k) => ({
          value: k.code,
          label: t(`carResults.pickupKinds.${k.code}`),
          facet: k,
        }))}
        current={filters.pickupKind}
        common={common}
      />
      <CheckGroup
        legend={t('carResults.filters.suppliers')}
        name="suppliers"
        list
        options={facets.suppliers.map((s) => ({ value: s.code, label: s.name, facet: s }))}
        current={filters.suppliers}
        common={common}
      />
    </div>
  )
}
