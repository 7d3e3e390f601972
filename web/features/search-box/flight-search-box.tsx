import { type FormEvent, useEffect, useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { FLIGHT_SEARCH_LIMITS } from '../../../shared/catalogue/flight-search-rules.ts'
import {
  FLIGHT_FORM_FIELDS as F,
  FLIGHT_FORM_PATH,
  flightResultsPath,
  type TFlightSearch,
  TRIP_KINDS,
} from '../../../shared/catalogue/flight-search-url.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { DateField } from './date-field.tsx'
import {
  addLeg,
  boxOf,
  daysFromToday,
  freshen,
  searchOf,
  type TBoxProblem,
  withDepartDate,
  withKind,
} from './flight-box-state.ts'
import { readLastSearch, rememberSearch, type TBoxLeg, type TBoxSearch } from './last-search.ts'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { SearchBoxForm } from './search-box-form.tsx'
import { TravellersField } from './travellers-field.tsx'
import { useNamedBox } from './use-named-places.ts'

export interface FlightSearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last search, or empty fields. */
  initial?: TFlightSearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
}

/**
 * The flight search box (issue 24 item 2): round trip, one way or multi-city; places, dates, travellers
 * and cabin. A plain GET form to the results page's form path, so it works before the page hydrates
 * (the server resolves typed places, server/services/catalogue/flights/flight-form.ts); once hydrated,
 * it checks the search with the server's own rules, remembers it, and goes to its results URL.
 */
export function FlightSearchBox({ initial, api }: FlightSearchBoxProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [box, setBox] = useNamedBox<TBoxSearch>(
    () => boxOf(initial),
    (b) => b.legs.flatMap((leg) => [leg.from, leg.to]),
    (b, name) => ({ ...b, legs: b.legs.map((leg) => ({ ...leg, from: name(leg.from), to: name(leg.to) })) }),
    api,
  )
  const [problem, setProblem] = useState<TBoxProblem | null>(null)
  const today = daysFromToday(0)
  const tripId = useId()

  useEffect(() => {
    if (initial) return
    const last = readLastSearch()
    if (last) setBox(freshen(last))
  }, [initial, setBox])

  const setLeg = (index: number, part: Partial<TBoxLeg>) =>
    setBox((b) => ({ ...b, legs: b.legs.map((leg, i) => (i === index ? { ...leg, ...part } : leg)) }))
  const swap = (index: number) => {
    const leg = box.legs[index]
    if (leg) setLeg(index, { from: leg.to, to: leg.from })
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answer = searchOf(box, today)
    if ('typed' in answer) {
      // A place typed but not chosen: the plain form goes on, and the server finds it (or says it cannot).
      const data = new FormData(event.currentTarget)
      const empty = [...data.entries()].some(([k, v]) => /^(from|to)\d?$/.test(k) && String(v).trim() === '')
      if (!empty) return
      event.preventDefault()
      setProblem('placeMissing')
      return
    }
    event.preventDefault()
    if ('problem' in answer) {
      setProblem(answer.problem)
      return
    }
    setProblem(null)
    rememberSearch(box)
    navigate(flightResultsPath(answer.search))
  }

  const multi = box.kind === 'multiCity'
  return (
    <SearchBoxForm
      action={FLIGHT_FORM_PATH}
      label={t('searchBox.flights.label')}
      onSubmit={submit}
      extras={
        <>
          {multi && box.legs.length < FLIGHT_SEARCH_LIMITS.maxLegs ? (
            <Button variant="secondary" onClick={() => setBox(addLeg)}>
              {t('searchBox.addFlight')}
            </Button>
          ) : null}
          <TravellersField value={box} onChange={(travellers) => setBox((b) => ({ ...b, ...travellers }))} />
        </>
      }
      alert={problem ? t(`searchBox.problems.${problem}`, { max: FLIGHT_SEARCH_LIMITS.maxTravellers }) : null}
    >
      <fieldset className="fw-trip-kinds">
        <legend className="fw-visually-hidden">{t('searchBox.tripKind')}</legend>
        {TRIP_KINDS.map((kind) => (
          <label key={kind} className="fw-trip-kind">
            <input
              type="radio"
              name={F.trip}
              value={kind}
              checked={box.kind === kind}
              onChange={() => setBox((b) => withKind(b, kind))}
              aria-describedby={kind === 'multiCity' ? `${tripId}-multi` : undefined}
            />{' '}
            {t(`searchBox.tripKinds.${kind}`)}
          </label>
        ))}
      </fieldset>
      <p id={`${tripId}-multi`} className="fw-visually-hidden">
        {t('searchBox.multiCityHint', { max: FLIGHT_SEARCH_LIMITS.maxLegs })}
      </p>
      {box.legs.map((leg, i) => {
        const n = i === 0 ? '' : String(i)
        return (
          <fieldset
            // biome-ignore lint/suspicious/noArrayIndexKey: a leg is its position in the trip
            key={i}
            className="fw-search-leg"
          >
            {multi ? (
              <legend className="fw-search-leg-title">
                {t('searchBox.flightNumber', { number: i + 1 })}
              </legend>
            ) : null}
            <PlaceCombobox
              label={t('searchBox.from')}
              name={`${F.from}${n}`}
              value={leg.from}
              onChange={(from: TPlace | null) => setLeg(i, { from })}
              api={api}
            />
            <button
              type="button"
              className="fw-search-swap"
              onClick={() => swap(i)}
              aria-label={t('searchBox.swap')}
            >
              <span aria-hidden="true">⇄</span>
            </button>
            <PlaceCombobox
              label={t('searchBox.to')}
              name={`${F.to}${n}`}
              value={leg.to}
              onChange={(to: TPlace | null) => setLeg(i, { to })}
              api={api}
            />
            <DateField
              name={`${F.depart}${n}`}
              label={t('searchBox.depart')}
              value={leg.date}
              min={box.legs[i - 1]?.date || today}
              onChange={(date) => setBox((b) => withDepartDate(b, i, date))}
            />
            {box.kind === 'roundTrip' ? (
              <DateField
                name={F.return}
                label={t('searchBox.return')}
                value={box.returnDate}
                min={leg.date || today}
                onChange={(returnDate) => setBox((b) => ({ ...b, returnDate }))}
              />
            ) : null}
            {multi && i >= 2 ? (
              <Button
                variant="secondary"
                className="fw-search-remove"
                onClick={() => setBox((b) => ({ ...b, legs: b.legs.filter((_, j) => j !== i) }))}
              >
                {t('searchBox.removeFlight', { number: i + 1 })}
              </Button>
            ) : null}
          </fieldset>
        )
      })}
    </SearchBoxForm>
  )
}

export default FlightSearchBox
