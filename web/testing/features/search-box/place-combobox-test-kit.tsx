// Fixtures and helpers of the place combobox's component tests (not a test itself).
import { cleanup, screen, within } from '@testing-library/react'
import { type ReactNode, useState } from 'react'
import { afterEach, beforeEach, vi } from 'vitest'
import type { TPlace } from '../../../../shared/catalogue/places-contract.ts'
import { createEventBus } from '../../../../shared/event-bus.ts'
import { AppProviders } from '../../../app/providers.tsx'
import { PlaceCombobox } from '../../../features/search-box/place-combobox.tsx'
import type { PlacesApi } from '../../../features/search-box/places-api.ts'
import { createI18n, type Messages } from '../../../i18n/create-i18n.ts'
import en from '../../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../../i18n/messages/ko.json' with { type: 'json' }
import { testGlobalState } from '../../app/global-state.ts'
import { screenWidth } from '../../app/window-width.ts'

export const texts = en.searchBox
export const city = (code: string, name: string, countryCode: string, cityName = name): TPlace => ({
  code,
  kind: 'city',
  name,
  cityName,
  countryCode,
})
export const airport = (code: string, name: string, cityName: string, countryCode: string): TPlace => ({
  code,
  kind: 'airport',
  name,
  cityName,
  countryCode,
})
export const PARIS = city('PAR', 'Paris', 'FR')
export const CDG = airport('CDG', 'Paris Charles de Gaulle', 'Paris', 'FR')
export const ORY = airport('ORY', 'Paris Orly', 'Paris', 'FR')
export const BVA = airport('BVA', 'Paris Beauvais', 'Paris', 'FR')
export const PARIS_ANSWER = [PARIS, CDG, ORY, BVA]
export const SEOUL = city('SEL', 'Seoul', 'KR')
export const GIMPO = airport('GMP', 'Gimpo International', 'Seoul', 'KR')

export interface Call {
  query: string
  locale: string
  signal: AbortSignal
}

/** Answers by query; an Error rejects; 'pending' never answers (until the signal aborts it). */
export function fakeApi(answers: Record<string, readonly TPlace[] | Error | 'pending'>) {
  const calls: Call[] = []
  const api: PlacesApi = {
    suggest(query, locale, signal) {
      calls.push({ query, locale, signal })
      const answer = answers[query.toLowerCase()] ?? []
      if (answer === 'pending')
        return new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        )
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve([...answer])
    },
  }
  return { api, calls }
}

/** A search form holding the chosen place, as the search box will. */
export function Form({
  api,
  initial = null,
  swapTo,
  onChange,
}: {
  api: PlacesApi
  initial?: TPlace | null
  /** A place the form itself puts in the field (as swapping origin and destination does). */
  swapTo?: TPlace
  onChange?(place: TPlace | null): void
}) {
  const [value, setValue] = useState<TPlace | null>(initial)
  return (
    <main>
      <form aria-label="Search flights">
        {swapTo ? (
          <button type="button" onClick={() => setValue(swapTo)}>
            {'Swap'}
          </button>
        ) : null}
        <PlaceCombobox
          label="From"
          name="from"
          value={value}
          api={api}
          onChange={(place) => {
            onChange?.(place)
            setValue(place)
          }}
        />
      </form>
    </main>
  )
}

export const inKorean = (ui: ReactNode) => (
  <AppProviders
    state={testGlobalState({ language: 'ko', locale: 'ko-KR', site: 'kr', countryCode: 'KR' })}
    i18n={createI18n('ko', 'ko-KR', ko as Messages)}
    bus={createEventBus()}
  >
    {ui}
  </AppProviders>
)

export { screenWidth }

/** Each test on a wide screen with no recent places; its views and spies gone after it. */
export function freshComboboxEachTest() {
  beforeEach(() => {
    screenWidth(1280)
    window.localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })
}

export const box = () => screen.getByRole('combobox', { name: 'From' })
export const listbox = () => screen.getByRole('listbox')
export const optionNames = () =>
  within(listbox())
    .getAllByRole('option')
    .map((o) => o.getAttribute('aria-label'))
export const placeOptions = () =>
  within(listbox())
    .queryAllByRole('option')
    .filter((o) => o.hasAttribute('aria-label'))
export const status = () => screen.getByRole('status').textContent
export const formData = () => Object.fromEntries(new FormData(screen.getByRole('form') as HTMLFormElement))

export { axeViolations as violations } from '../../app/axe.ts'
