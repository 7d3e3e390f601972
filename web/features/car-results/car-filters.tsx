// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarFacets } from '../../../shared/catalogue/car-search-contract.ts'
import type { TCarFilters } from '../../../shared/catalogue/car-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  Check,
  CheckGroup,
  checkCommon,
  codeOptions,
  figuresOf,
  InPolicyCheck,
  PriceFilter,
  type TFilterFormProps,
} from '../search-results/filter-controls.tsx'

type Props = TFilterFormProps<TCarFilters, TCarFacets>

/** Price a day, class, gearbox, seats, mileage, desk, supplier and policy: each writes its parameter. */
export function CarFilters(props: Props) {
  const { filters, facets } = props
  const { t } = useTranslation()
  const common = checkCommon(props, 'cars')
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
        options={codeOptions(facets.classes, (c) => t(`carResults.classes.${c.code}`))}
        current={filters.classes}
        common={common}
      />
      <CheckGroup
        legend={t('carResults.filters.car')}
        name="transmission"
        list={false}
        options={codeOptions(facets.transmission, (g) => t(`carResults.transmission.${g.code}`))}
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
        options={codeOptions(facets.pickupKinds, (k) => t(`carResults.pickupKinds.${k.code}`))}
        current={filters.pickupKind}
        common={common}
      />
      <CheckGroup
        legend={t('carResults.filters.suppliers')}
        name="suppliers"
        list
        options={codeOptions(facets.suppliers, (s) => s.name)}
        current={filters.suppliers}
        common={common}
      />
    </div>
  )
}
