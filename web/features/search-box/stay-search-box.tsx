import { useEffect } from 'react'
import { addIsoDays } from '../../../shared/calendar-days.ts'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { STAY_SEARCH_LIMITS } from '../../../shared/catalogue/stay-search-rules.ts'
import {
  STAY_FORM_FIELDS as F,
  STAY_FORM_PATH,
  stayResultsPath,
  type TStaySearch,
} from '../../../shared/catalogue/stay-search-url.ts'
import type { ApiClient } from '../../api/client.ts'
import { Queries } from '../../api/query-client.tsx'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { closeOnEscape } from './close-on-escape.ts'
import { DateField } from './date-field.tsx'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { SearchBoxForm } from './search-box-form.tsx'
import {
  lastStaySearch,
  stayBoxOf,
  staySearchOf,
  type TStayBox,
  type TStayBoxProblem,
} from './stay-box-state.ts'
import { CountSelect } from './travellers-field.tsx'
import { useRoomsCap } from './use-rooms-cap.ts'
import { type TVerticalBoxRules, useVerticalBox } from './use-vertical-box.ts'

export interface StaySearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last stay search, or empty fields. */
  initial?: TStaySearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
  /** Where the company's rooms setting is read; the browser's client by default (tests pass their own). */
  client?: () => ApiClient
}

const STAY_BOX: TVerticalBoxRules<TStayBox, TStaySearch, TStayBoxProblem> = {
  boxOf: stayBoxOf,
  places: (b) => [b.destination],
  rename: (b, name) => ({ ...b, destination: name(b.destination) }),
  last: lastStaySearch,
  searchOf: staySearchOf,
  placeFields: () => [F.destination],
  resultsPath: stayResultsPath,
}

/** The day after an ISO date. */
const nextDay = (date: string) => (date ? addIsoDays(date, 1) : '')

/**
 * The stay search box (issue 25 item 1): a city, airport or area, check-in and check-out, guests and
 * rooms. A plain GET form to STAY_FORM_PATH, so it works before the page hydrates (the server resolves a
 * typed place, server/services/catalogue/stays/stay-form.ts); once hydrated, it checks the search with
 * the server's own rules, remembers it, and goes to its results URL.
 */
export function StaySearchBox(props: StaySearchBoxProps) {
  return (
    <Queries>
      <StayBox {...props} />
    </Queries>
  )
}

function StayBox({ initial, api, client }: StaySearchBoxProps) {
  const { t } = useTranslation()
  const { box, set, problem, today, submit } = useVerticalBox(STAY_BOX, initial, api)
  const roomsCap = useRoomsCap(client)
  const { rooms } = box
  // A company that books one room at a time: the box asks no rooms and searches for one.
  useEffect(() => {
    if (rooms > roomsCap) set({ rooms: roomsCap })
  }, [rooms, roomsCap, set])
  const guests = t('searchBox.stays.partySummary', { adults: box.adults, rooms: box.rooms })
  return (
    <SearchBoxForm
      className="fw-stay-box"
      action={STAY_FORM_PATH}
      label={t('searchBox.stays.label')}
      onSubmit={submit}
      extras={
        <details className="fw-travellers" onKeyDown={closeOnEscape}>
          <summary className="fw-input fw-travellers-summary">
            <span className="fw-field-label">{t('searchBox.stays.party')}</span> <span>{guests}</span>
          </summary>
          <div className="fw-travellers-panel">
            <CountSelect
              name={F.adults}
              label={t('searchBox.stays.adults')}
              value={box.adults}
              min={1}
              max={STAY_SEARCH_LIMITS.maxAdults}
              onChange={(adults) => set({ adults })}
            />
            {roomsCap > 1 ? (
              <CountSelect
                name={F.rooms}
                label={t('searchBox.stays.rooms')}
                value={box.rooms}
                min={1}
                max={roomsCap}
                onChange={(rooms) => set({ rooms })}
              />
            ) : null}
          </div>
        </details>
      }
      alert={
        problem
          ? t(`searchBox.stays.problems.${problem}`, {
              nights: STAY_SEARCH_LIMITS.maxNights,
              perRoom: STAY_SEARCH_LIMITS.adultsPerRoom,
            })
          : null
      }
    >
      <div className="fw-search-leg">
        <PlaceCombobox
          label={t('searchBox.stays.destination')}
          name={F.destination}
          value={box.destination}
          onChange={(destination: TPlace | null) => set({ destination })}
          api={api}
        />
        <DateField
          name={F.checkin}
          label={t('searchBox.stays.checkin')}
          value={box.checkin}
          min={today}
          onChange={(checkin) =>
            set({ checkin, ...(box.checkout <= checkin ? { checkout: nextDay(checkin) } : {}) })
          }
        />
        <DateField
          name={F.checkout}
          label={t('searchBox.stays.checkout')}
          value={box.checkout}
          min={nextDay(box.checkin) || today}
          onChange={(checkout) => set({ checkout })}
        />
      </div>
    </SearchBoxForm>
  )
}

export default StaySearchBox
