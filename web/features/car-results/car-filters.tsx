// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarFacets } from '../../../shared/catalogue/car-search-contract.ts'
import type { TCarFilters } from '../../../shared/catalogue/car-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import {
  Check,
  checkCommon,
  codeOptions,
  FilterForm,
  figuresOf,
  type TFilterFormProps,
} from '../search-results/filter-controls.tsx'

type Props = TFilterFormProps<TCarFilters, TCarFacets>

/** Price a day, class, gearbox, seats, mileage, desk, supplier and policy: each writes its parameter. */
export function CarFilters(props: Props) {
  const { facets } = props
  const { t } = useTranslation()
  return (
    <FilterForm
      {...props}
      unit="cars"
      price={{ label: t('carResults.filters.price'), range: facets.price }}
      groups={[
        {
          name: 'classes',
          legend: t('carResults.filters.classes'),
          list: true,
          options: codeOptions(facets.classes, (c) => t(`carResults.classes.${c.code}`)),
        },
        {
          name: 'transmission',
          legend: t('carResults.filters.car'),
          list: false,
          options: codeOptions(facets.transmission, (g) => t(`carResults.transmission.${g.code}`)),
          children: <SeatsAndMileage {...props} />,
          inPolicy: { label: t('carResults.filters.inPolicy'), facet: facets.inPolicy },
        },
        {
          name: 'pickupKind',
          legend: t('carResults.filters.pickupKind'),
          list: false,
          options: codeOptions(facets.pickupKinds, (k) => t(`carResults.pickupKinds.${k.code}`)),
        },
        {
          name: 'suppliers',
          legend: t('carResults.filters.suppliers'),
          list: true,
          options: codeOptions(facets.suppliers, (s) => s.name),
        },
      ]}
    />
  )
}

/** The car's other boxes beside its gearbox: seats and unlimited mileage, each its own parameter. */
function SeatsAndMileage(props: Props) {
  const { filters, facets } = props
  const { t } = useTranslation()
  const common = checkCommon(props, 'cars')
  return (
    <>
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
    </>
  )
}
