import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { TRAIN_SEARCH_LIMITS } from '../../../shared/catalogue/train-search-rules.ts'
import {
  TRAIN_FORM_FIELDS as F,
  TRAIN_FORM_PATH,
  type TTrainSearch,
  trainResultsPath,
} from '../../../shared/catalogue/train-search-url.ts'
import { useTranslation } from '../../i18n/i18n-context.tsx'
import { Button } from '../../ui/button.tsx'
import { DateField } from './date-field.tsx'
import { isoDay } from './flight-box-state.ts'
import { PlaceCombobox } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import {
  lastTrainSearch,
  type TTrainBox,
  type TTrainBoxProblem,
  trainBoxOf,
  trainSearchOf,
} from './train-box-state.ts'
import { CountSelect } from './travellers-field.tsx'
import { useNamedBox } from './use-named-places.ts'

export interface TrainSearchBoxProps {
  /** The search to show (a results page's); none: the visitor's last train search, or empty fields. */
  initial?: TTrainSearch
  /** The place suggestions' source; the browser's by default (tests pass their own). */
  api?: PlacesApi
}

/**
 * The train search box (issue 25 item 3): from, to, the day out, the day back if any, and adults. A
 * plain GET form to TRAIN_FORM_PATH, so it works before the page hydrates (the server resolves typed
 * places, server/services/catalogue/trains/train-form.ts); once hydrated, it checks the search with the
 * server's own rules, remembers it, and goes to its results URL.
 */
export function TrainSearchBox({ initial, api }: TrainSearchBoxProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [box, setBox] = useNamedBox<TTrainBox>(
    () => trainBoxOf(initial),
    (b) => [b.from, b.to],
    (b, name) => ({ ...b, from: name(b.from), to: name(b.to) }),
    api,
  )
  const [problem, setProblem] = useState<TTrainBoxProblem | null>(null)
  const today = isoDay(0)

  useEffect(() => {
    if (initial) return
    const last = lastTrainSearch.read()
    if (last) setBox(last)
  }, [initial, setBox])
  const set = (part: Partial<TTrainBox>) => setBox((b) => ({ ...b, ...part }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answer = trainSearchOf(box, today)
    if ('problem' in answer && answer.problem === 'placeMissing') {
      // Places typed but not chosen: the plain form goes on, and the server finds them (or says it cannot).
      const data = new FormData(event.currentTarget)
      const typed = [F.from, F.to].every((name) => String(data.get(name) ?? '').trim() !== '')
      if (typed) return
    }
    event.preventDefault()
    if ('problem' in answer) {
      setProblem(answer.problem)
      return
    }
    setProblem(null)
    lastTrainSearch.remember(box)
    navigate(trainResultsPath(answer.search))
  }

  return (
    <form
      className="fw-search-box fw-train-box"
      method="get"
      action={TRAIN_FORM_PATH}
      aria-label={t('searchBox.trains.label')}
      noValidate
      onSubmit={submit}
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
      <div className="fw-search-extras">
        <CountSelect
          name={F.adults}
          label={t('searchBox.trains.adults')}
          value={box.adults}
          min={1}
          max={TRAIN_SEARCH_LIMITS.maxTravellers}
          onChange={(adults) => set({ adults })}
        />
        <Button type="submit" className="fw-search-submit">
          {t('searchBox.search')}
        </Button>
      </div>
      <div role="alert" className="fw-alert">
        {problem ? t(`searchBox.trains.problems.${problem}`) : null}
      </div>
    </form>
  )
}

export default TrainSearchBox
