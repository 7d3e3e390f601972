// Types only from the contract: it holds zod, which must stay out of the browser bundle.
import type { TCarFacets } from '../../../shared/catalogue/car-search-contract.ts'
import type { TCarFilters } from '../../../shared/catalogue/car-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import type { FlightFormat } from '../flight-results/flight-format.ts'
import { Check, figuresOf, listOf, RangeFilter, type TSetParam } from '../search-results/filter-controls.tsx'

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
  const { filters, facets, currency, format, setFilter } = props
  const { t } = useTranslation()
  const classes = listOf(filters.classes)
  const suppliers = listOf(filters.suppliers)
  const common = {
    currency,
    money: format.money,
    unit: 'cars' as const,
    setFilter,
    prefetchFilter: props.prefetchFilter,
  }
  const price = facets.price
  return (
    <div className="fw-results-filters">
      {price && price.max > price.min ? (
        <RangeFilter
          label={t('carResults.filters.price')}
          min={price.min}
          max={price.max}
          step={Math.max(1, Math.round((price.max - price.min) / 50))}
          value={Number(filters.maxPrice ?? price.max)}
          text={(v) => t('searchResults.upTo', { value: format.money(v, currency) })}
          commit={(v) => setFilter('maxPrice', v === null ? null : String(v))}
        />
      ) : null}
      <fieldset>
        <legend>{t('carResults.filters.classes')}</legend>
        {facets.classes.map((c) => (
          <Check
            key={c.code}
            label={t(`carResults.classes.${c.code}`)}
            checked={classes.includes(c.code)}
            {...figuresOf(c)}
            {...common}
            name="classes"
            value={c.code}
            list
            current={filters.classes}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('carResults.filters.car')}</legend>
        {facets.transmission.map((g) => (
          <Check
            key={g.code}
            label={t(`carResults.transmission.${g.code}`)}
            checked={filters.transmission === g.code}
            {...figuresOf(g)}
            {...common}
            name="transmission"
            value={g.code}
            list={false}
            current={filters.transmission}
          />
        ))}
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
        {facets.inPolicy ? (
          <Check
            label={t('carResults.filters.inPolicy')}
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
      <fieldset>
        <legend>{t('carResults.filters.pickupKind')}</legend>
        {facets.pickupKinds.map((k) => (
          <Check
            key={k.code}
            label={t(`carResults.pickupKinds.${k.code}`)}
            checked={filters.pickupKind === k.code}
            {...figuresOf(k)}
            {...common}
            name="pickupKind"
            value={k.code}
            list={false}
            current={filters.pickupKind}
          />
        ))}
      </fieldset>
      <fieldset>
        <legend>{t('carResults.filters.suppliers')}</legend>
        {facets.suppliers.map((s) => (
          <Check
            key={s.code}
            label={s.name}
            checked={suppliers.includes(s.code)}
            {...figuresOf(s)}
            {...common}
            name="suppliers"
            value={s.code}
            list
            current={filters.suppliers}
          />
        ))}
      </fieldset>
    </div>
  )
}
