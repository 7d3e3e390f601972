import { useId } from 'react'
import { CAR_SEARCH_LIMITS } from '../../../shared/catalogue/car-search-rules.ts'
import {
  CAR_FORM_PATH,
  carResultsPath,
  CAR_FORM_FIELDS as F,
  type TCarSearch,
} from '../../../shared/catalogue/car-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { carBoxOf, carSearchOf, lastCarSearch, type TCarBox, type TCarBoxProblem } from './car-box-state.ts'
import { DateField } from './date-field.tsx'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { SearchBoxForm } from './search-box-form.tsx'
import { TimeField } from './time-field.tsx'
import { CountSelect } from './travellers-field.tsx'
import { type TVerticalBoxRules, useVerticalBox } from './use-vertical-box.ts'

export interface CarSearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last car search, or empty fields. */
  initial?: TCarSearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
}

const CAR_BOX: TVerticalBoxRules<TCarBox, TCarSearch, TCarBoxProblem> = {
  boxOf: carBoxOf,
  places: (b) => [b.pickup, b.dropoff],
  rename: (b, name) => ({ ...b, pickup: name(b.pickup), dropoff: name(b.dropoff) }),
  last: lastCarSearch,
  searchOf: carSearchOf,
  placeFields: (b) => (b.elsewhere ? [F.pickup, F.dropoff] : [F.pickup]),
  resultsPath: carResultsPath,
}

/**
 * The car search box (issue 25 item 2): where the car is picked up and, if elsewhere, returned; dates and
 * times; the driver's age. A plain GET form to CAR_FORM_PATH, so it works before the page hydrates (the
 * server resolves typed places, server/services/catalogue/cars/car-form.ts); once hydrated, it checks
 * the search with the server's own rules, remembers it, and goes to its results URL.
 */
export function CarSearchBox({ initial, api }: CarSearchBoxProps) {
  const { t } = useTranslation()
  const elsewhereId = useId()
  const { box, set, problem, today, submit } = useVerticalBox(CAR_BOX, initial, api)
  return (
    <SearchBoxForm
      className="fw-car-box"
      action={CAR_FORM_PATH}
      label={t('searchBox.cars.label')}
      onSubmit={submit}
      extras={
        <CountSelect
          name={F.driverAge}
          label={t('searchBox.cars.driverAge')}
          value={box.driverAge}
          min={CAR_SEARCH_LIMITS.minDriverAge}
          max={CAR_SEARCH_LIMITS.maxDriverAge}
          onChange={(driverAge) => set({ driverAge })}
        />
      }
      alert={problem ? t(`searchBox.cars.problems.${problem}`, { days: CAR_SEARCH_LIMITS.maxDays }) : null}
    >
      <div className="fw-search-leg">
        <PlaceCombobox
          label={t('searchBox.cars.pickup')}
          name={F.pickup}
          value={box.pickup}
          onChange={(pickup: TPlace | null) => set({ pickup })}
          api={api}
        />
        {box.elsewhere ? (
          <PlaceCombobox
            label={t('searchBox.cars.dropoff')}
            name={F.dropoff}
            value={box.dropoff}
            onChange={(dropoff: TPlace | null) => set({ dropoff })}
            api={api}
          />
        ) : null}
      </div>
      <p className="fw-car-elsewhere">
        <input
          id={elsewhereId}
          type="checkbox"
          checked={box.elsewhere}
          onChange={(e) => set({ elsewhere: e.target.checked })}
        />{' '}
        <label htmlFor={elsewhereId}>{t('searchBox.cars.elsewhere')}</label>
      </p>
      <div className="fw-search-leg">
        <DateField
          name={F.pickupDate}
          label={t('searchBox.cars.pickupDate')}
          value={box.pickupDate}
          min={today}
          onChange={(pickupDate) =>
            set({ pickupDate, ...(box.dropoffDate < pickupDate ? { dropoffDate: pickupDate } : {}) })
          }
        />
        <TimeField
          name={F.pickupTime}
          label={t('searchBox.cars.pickupTime')}
          value={box.pickupTime}
          onChange={(pickupTime) => set({ pickupTime })}
        />
        <DateField
          name={F.dropoffDate}
          label={t('searchBox.cars.dropoffDate')}
          value={box.dropoffDate}
          min={box.pickupDate || today}
          onChange={(dropoffDate) => set({ dropoffDate })}
        />
        <TimeField
          name={F.dropoffTime}
          label={t('searchBox.cars.dropoffTime')}
          value={box.dropoffTime}
          onChange={(dropoffTime) => set({ dropoffTime })}
        />
      </div>
    </SearchBoxForm>
  )
}

export default CarSearchBox
