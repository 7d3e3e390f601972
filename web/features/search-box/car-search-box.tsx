import { type FormEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { CAR_SEARCH_LIMITS } from '../../../shared/catalogue/car-search-rules.ts'
import {
  CAR_FORM_PATH,
  carResultsPath,
  CAR_FORM_FIELDS as F,
  type TCarSearch,
} from '../../../shared/catalogue/car-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { carBoxOf, carSearchOf, lastCarSearch, type TCarBox, type TCarBoxProblem } from './car-box-state.ts'
import { DateField } from './date-field.tsx'
import { isoDay } from './flight-box-state.ts'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { TimeField } from './time-field.tsx'
import { CountSelect } from './travellers-field.tsx'
import { useNamedBox } from './use-named-places.ts'

export interface CarSearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last car search, or empty fields. */
  initial?: TCarSearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
}

/**
 * The car search box (issue 25 item 2): where the car is picked up and, if elsewhere, returned; dates and
 * times; the driver's age. A plain GET form to CAR_FORM_PATH, so it works before the page hydrates (the
 * server resolves typed places, server/services/catalogue/cars/car-form.ts); once hydrated, it checks
 * the search with the server's own rules, remembers it, and goes to its results URL.
 */
export function CarSearchBox({ initial, api }: CarSearchBoxProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const elsewhereId = useId()
  const [box, setBox] = useNamedBox<TCarBox>(
    () => carBoxOf(initial),
    (b) => [b.pickup, b.dropoff],
    (b, name) => ({ ...b, pickup: name(b.pickup), dropoff: name(b.dropoff) }),
    api,
  )
  const [problem, setProblem] = useState<TCarBoxProblem | null>(null)
  const today = isoDay(0)

  useEffect(() => {
    if (initial) return
    const last = lastCarSearch.read()
    if (last) setBox(last)
  }, [initial, setBox])
  const set = (part: Partial<TCarBox>) => setBox((b) => ({ ...b, ...part }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answer = carSearchOf(box, today)
    if ('problem' in answer && answer.problem === 'placeMissing') {
      // A place typed but not chosen: the plain form goes on, and the server finds it (or says it cannot).
      const data = new FormData(event.currentTarget)
      const names = box.elsewhere ? [F.pickup, F.dropoff] : [F.pickup]
      if (names.every((name) => String(data.get(name) ?? '').trim() !== '')) return
    }
    event.preventDefault()
    if ('problem' in answer) {
      setProblem(answer.problem)
      return
    }
    setProblem(null)
    lastCarSearch.remember(box)
    navigate(carResultsPath(answer.search))
  }

  return (
    <form
      className="fw-search-box fw-car-box"
      method="get"
      action={CAR_FORM_PATH}
      aria-label={t('searchBox.cars.label')}
      noValidate
      onSubmit={submit}
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
      <div className="fw-search-extras">
        <CountSelect
          name={F.driverAge}
          label={t('searchBox.cars.driverAge')}
          value={box.driverAge}
          min={CAR_SEARCH_LIMITS.minDriverAge}
          max={CAR_SEARCH_LIMITS.maxDriverAge}
          onChange={(driverAge) => set({ driverAge })}
        />
        <Button type="submit" className="fw-search-submit">
          {t('searchBox.search')}
        </Button>
      </div>
      <div role="alert" className="fw-alert">
        {problem ? t(`searchBox.cars.problems.${problem}`, { days: CAR_SEARCH_LIMITS.maxDays }) : null}
      </div>
    </form>
  )
}

export default CarSearchBox
