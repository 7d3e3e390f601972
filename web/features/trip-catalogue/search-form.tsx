import { useState } from 'react'
import { useNavigate } from 'react-router'
import {
  CATALOGUE_PLACES,
  searchPagePath,
  searchProblem,
  type TCatalogueSearch,
} from '../../../shared/trips/catalogue-contract.ts'
import type { TTripVertical } from '../../../shared/trips/trips-contract.ts'
import type { ApiClient } from '../../api/client.ts'
import { destinationName } from '../../i18n/destination-names.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { LabelledInput, LabelledSelect } from '../../ui/labelled-field.tsx'
import { ROOMS_PARAM, RoomsSelect, useMultiRoom } from '../payment-options/multi-room.tsx'

const DAY_MS = 86_400_000
/** ISO dates in UTC, as the server reads them, so the first render matches the server's. */
const isoDay = (days: number, from = Date.now()) => new Date(from + days * DAY_MS).toISOString().slice(0, 10)

const ROUTE_VERTICALS: readonly TTripVertical[] = ['flight', 'train']

function PlaceSelect(props: { label: string; value: string; onChange(value: string): void }) {
  const { t, locale } = useTranslation()
  // In the page's language and its alphabetical order.
  const places = CATALOGUE_PLACES.map((key) => ({ value: key, label: destinationName(t, key) })).sort(
    (a, b) => a.label.localeCompare(b.label, locale),
  )
  return <LabelledSelect label={props.label} value={props.value} options={places} onChange={props.onChange} />
}

function DateInput(props: { label: string; value: string; min: string; onChange(value: string): void }) {
  return (
    <LabelledInput
      label={props.label}
      type="date"
      required
      min={props.min}
      value={props.value}
      onChange={props.onChange}
    />
  )
}

/**
 * A vertical's search form (decision 044): places of the demo catalogue and dates, checked with the
 * server's own rule before going to the results page.
 */
export function SearchForm({ vertical, client }: { vertical: TTripVertical; client?: () => ApiClient }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const route = ROUTE_VERTICALS.includes(vertical)
  const [from, setFrom] = useState('seoul')
  const [to, setTo] = useState('tokyo')
  const [start, setStart] = useState(() => isoDay(14))
  const [end, setEnd] = useState(() => isoDay(17))
  const [problem, setProblem] = useState<string | null>(null)
  // Multi-room bookings (decision 057): hotels only, when the traveller's company allows them.
  const multiRoom = useMultiRoom(client) && vertical === 'hotel'
  const [rooms, setRooms] = useState(1)
  const today = isoDay(0)
  const labels = `tripsCatalogue.form.${vertical}`
  return (
    <form
      className="fw-catalogue-search"
      noValidate
      aria-label={t(`${labels}.label`)}
      onSubmit={(event) => {
        event.preventDefault()
        const search: TCatalogueSearch = route
          ? { vertical: vertical as 'flight' | 'train', from, to, date: start }
          : { vertical: vertical as 'hotel' | 'car', destination: to, start, end }
        const why = searchProblem(search, isoDay(0))
        setProblem(why)
        const query = multiRoom && rooms > 1 ? `?${ROOMS_PARAM}=${rooms}` : ''
        if (!why) navigate(`${searchPagePath(search)}${query}`)
      }}
    >
      {route ? <PlaceSelect label={t('tripsCatalogue.form.from')} value={from} onChange={setFrom} /> : null}
      <PlaceSelect
        label={t(route ? 'tripsCatalogue.form.to' : 'tripsCatalogue.form.destination')}
        value={to}
        onChange={setTo}
      />
      <DateInput label={t(`${labels}.start`)} value={start} min={today} onChange={setStart} />
      {route ? null : <DateInput label={t(`${labels}.end`)} value={end} min={start} onChange={setEnd} />}
      {multiRoom ? <RoomsSelect value={rooms} onChange={setRooms} /> : null}
      <div role="alert" className="fw-alert">
        {problem ? t(`tripsCatalogue.form.problems.${problem}`) : null}
      </div>
      <Button type="submit">{t('tripsCatalogue.form.submit')}</Button>
    </form>
  )
}
