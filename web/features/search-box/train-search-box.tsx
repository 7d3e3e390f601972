import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { TRAIN_SEARCH_LIMITS } from '../../../shared/catalogue/train-search-rules.ts'
import {
  TRAIN_FORM_FIELDS as F,
  TRAIN_FORM_PATH,
  type TTrainSearch,
  trainResultsPath,
} from '../../../shared/catalogue/train-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { DateField } from './date-field.tsx'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { SearchBoxForm } from './search-box-form.tsx'
import {
  lastTrainSearch,
  type TTrainBox,
  type TTrainBoxProblem,
  trainBoxOf,
  trainSearchOf,
} from './train-box-state.ts'
import { CountSelect } from './travellers-field.tsx'
import { type TVerticalBoxRules, useVerticalBox } from './use-vertical-box.ts'

export interface TrainSearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last train search, or empty fields. */
  initial?: TTrainSearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
}

const TRAIN_BOX: TVerticalBoxRules<TTrainBox, TTrainSearch, TTrainBoxProblem> = {
  boxOf: trainBoxOf,
  places: (b) => [b.from, b.to],
  rename: (b, name) => ({ ...b, from: name(b.from), to: name(b.to) }),
  last: lastTrainSearch,
  searchOf: trainSearchOf,
  placeFields: () => [F.from, F.to],
  resultsPath: trainResultsPath,
}

/**
 * The train search box (issue 25 item 3): from, to, the day out, the day back if any, and adults. A
 * plain GET form to TRAIN_FORM_PATH, so it works before the page hydrates (the server resolves typed
 * places, server/services/catalogue/trains/train-form.ts); once hydrated, it checks the search with the
 * server's own rules, remembers it, and goes to its results URL.
 */
export function TrainSearchBox({ initial, api }: TrainSearchBoxProps) {
  const { t } = useTranslation()
  const { box, setBox, set, problem, today, submit } = useVerticalBox(TRAIN_BOX, initial, api)
  return (
    <SearchBoxForm
      className="fw-train-box"
      action={TRAIN_FORM_PATH}
      label={t('searchBox.trains.label')}
      onSubmit={submit}
      extras={
        <CountSelect
          name={F.adults}
          label={t('searchBox.trains.adults')}
          value={box.adults}
          min={1}
          max={TRAIN_SEARCH_LIMITS.maxTravellers}
          onChange={(adults) => set({ adults })}
        />
      }
      alert={problem ? t(`searchBox.trains.problems.${problem}`) : null}
    >
      <div className="fw-search-leg">
        <PlaceCombobox
          label={t('searchBox.from')}
          name={F.from}
          value={box.from}
          onChange={(from: TPlace | null) => set({ from })}
          api={api}
        />
        <button
          type="button"
          className="fw-search-swap"
          onClick={() => setBox((b) => ({ ...b, from: b.to, to: b.from }))}
          aria-label={t('searchBox.swap')}
        >
          <span aria-hidden="true">⇄</span>
        </button>
        <PlaceCombobox
          label={t('searchBox.to')}
          name={F.to}
          value={box.to}
          onChange={(to: TPlace | null) => set({ to })}
          api={api}
        />
        <DateField
          name={F.depart}
          label={t('searchBox.trains.depart')}
          value={box.depart}
          min={today}
          onChange={(depart) => set({ depart })}
        />
        <DateField
          name={F.return}
          label={t('searchBox.trains.return')}
          value={box.return}
          min={box.depart || today}
          onChange={(back) => set({ return: back })}
        />
      </div>
    </SearchBoxForm>
  )
}

export default TrainSearchBox
