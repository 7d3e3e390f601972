import { type FormEvent, useEffect, useState } from 'react'
import { useNavigate } from 'react-router'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { daysFromToday } from './flight-box-state.ts'
import type { PlacesApi } from './places-api.ts'
import { type TNamer, useNamedBox } from './use-named-places.ts'

/** What makes one vertical's box (stays, trains, cars): its state, its rules, where it remembers and goes. */
export interface TVerticalBoxRules<TBox, TSearch, TProblem extends string> {
  /** The box's first state: a results page's search, or the defaults. */
  boxOf(search: TSearch | undefined): TBox
  /** The box's places, to name those known by code alone, and how to put the named ones back. */
  places(box: TBox): readonly (TPlace | null)[]
  rename(box: TBox, name: TNamer): TBox
  /** The visitor's last search of this vertical. */
  last: { read(): TBox | null; remember(box: TBox): void }
  /** The box's search, or what is wrong with it by the server's own rules. */
  searchOf(box: TBox, today: string): { search: TSearch } | { problem: TProblem | 'placeMissing' }
  /** The form's place fields the search needs now. */
  placeFields(box: TBox): readonly string[]
  resultsPath(search: TSearch): string
}

/**
 * A vertical box's state and its submit: the box opens with the visitor's last search unless the page
 * gives one; a valid search is remembered and followed to its results URL. A place typed but not chosen
 * lets the plain GET form go on, and the server finds it (or says it cannot).
 */
export function useVerticalBox<TBox, TSearch, TProblem extends string>(
  rules: TVerticalBoxRules<TBox, TSearch, TProblem>,
  initial: TSearch | undefined,
  api: PlacesApi | undefined,
) {
  const navigate = useNavigate()
  const [box, setBox] = useNamedBox<TBox>(() => rules.boxOf(initial), rules.places, rules.rename, api)
  const [problem, setProblem] = useState<TProblem | 'placeMissing' | null>(null)
  const today = daysFromToday(0)

  useEffect(() => {
    if (initial) return
    const last = rules.last.read()
    if (last) setBox(last)
  }, [initial, setBox, rules])
  const set = (part: Partial<TBox>) => setBox((b) => ({ ...b, ...part }))

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const answer = rules.searchOf(box, today)
    if ('problem' in answer && answer.problem === 'placeMissing') {
      const data = new FormData(event.currentTarget)
      const typed = rules.placeFields(box).every((name) => String(data.get(name) ?? '').trim() !== '')
      if (typed) return
    }
    event.preventDefault()
    if ('problem' in answer) {
      setProblem(answer.problem)
      return
    }
    setProblem(null)
    rules.last.remember(box)
    navigate(rules.resultsPath(answer.search))
  }

  return { box, setBox, set, problem, today, submit }
}
