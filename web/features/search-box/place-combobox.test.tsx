// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import axe from 'axe-core'
import { type ReactNode, useState } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TPlace } from '../../../shared/catalogue/places-contract.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { useComponentFakeTimers, useComponentRealTimers } from '../../app/test-support/fake-timers.ts'
import { testGlobalState } from '../../app/test-support/global-state.ts'
import { renderInApp } from '../../app/test-support/render-in-app.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { PlaceCombobox, SUGGEST_DEBOUNCE_MS } from './place-combobox.tsx'
import type { PlacesApi } from './places-api.ts'
import { RECENT_PLACES_KEY } from './recent-places.ts'

const texts = en.searchBox
const city = (code: string, name: string, countryCode: string, cityName = name): TPlace => ({
  code,
  kind: 'city',
  name,
  cityName,
  countryCode,
})
const airport = (code: string, name: string, cityName: string, countryCode: string): TPlace => ({
  code,
  kind: 'airport',
  name,
  cityName,
  countryCode,
})
const PARIS = city('PAR', 'Paris', 'FR')
const CDG = airport('CDG', 'Paris Charles de Gaulle', 'Paris', 'FR')
const ORY = airport('ORY', 'Paris Orly', 'Paris', 'FR')
const BVA = airport('BVA', 'Paris Beauvais', 'Paris', 'FR')
const PARIS_ANSWER = [PARIS, CDG, ORY, BVA]
const SEOUL = city('SEL', 'Seoul', 'KR')
const GIMPO = airport('GMP', 'Gimpo International', 'Seoul', 'KR')

interface Call {
  query: string
  locale: string
  signal: AbortSignal
}

/** Answers by query; an Error rejects; 'pending' never answers (until the signal aborts it). */
function fakeApi(answers: Record<string, readonly TPlace[] | Error | 'pending'>) {
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
function Form({
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

const inKorean = (ui: ReactNode) => (
  <AppProviders
    state={testGlobalState({ language: 'ko', locale: 'ko-KR', site: 'kr', countryCode: 'KR' })}
    i18n={createI18n('ko', 'ko-KR', ko as Messages)}
    bus={createEventBus()}
  >
    {ui}
  </AppProviders>
)

/** jsdom has no media queries: every min-width query matches up to `width`. */
function screenWidth(width: number) {
  window.matchMedia = ((query: string) => ({
    matches: Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia
}

const box = () => screen.getByRole('combobox', { name: 'From' })
const listbox = () => screen.getByRole('listbox')
const optionNames = () =>
  within(listbox())
    .getAllByRole('option')
    .map((o) => o.getAttribute('aria-label'))
const placeOptions = () =>
  within(listbox())
    .queryAllByRole('option')
    .filter((o) => o.hasAttribute('aria-label'))
const status = () => screen.getByRole('status').textContent
const formData = () => Object.fromEntries(new FormData(screen.getByRole('form') as HTMLFormElement))

async function violations(): Promise<string[]> {
  const results = await axe.run(document.body, { resultTypes: ['violations'] })
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

describe('the place combo box', () => {
  beforeEach(() => {
    screenWidth(1280)
    window.localStorage.clear()
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('suggests ranked places as the visitor types, once per pause, in the page’s locale', async () => {
    const user = useComponentFakeTimers()
    try {
      const { api, calls } = fakeApi({ par: PARIS_ANSWER })
      renderInApp(<Form api={api} />)
      await user.type(box(), 'par')
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 1))
      expect(calls).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(calls.map((c) => [c.query, c.locale])).toEqual([['par', 'en-US']])
      expect(optionNames()).toEqual([
        'Paris (all airports), France',
        'CDG Paris Charles de Gaulle, France',
        'ORY Paris Orly, France',
        'BVA Paris Beauvais, France',
      ])
      // What the eye reads: the city's line, airports with their codes, indented under it.
      const [paris, cdg] = within(listbox()).getAllByRole('option')
      expect(paris?.textContent).toBe(' Paris (all airports) France')
      expect(cdg?.textContent).toBe('CDG Paris Charles de Gaulle France')
      expect(cdg?.className).toContain('fw-place-option--indented')
      expect(paris?.className).not.toContain('fw-place-option--indented')
      expect(status()).toBe('4 places found')
    } finally {
      useComponentRealTimers()
    }
  })

  it('aborts the request a newer query made useless, and says it is loading meanwhile', async () => {
    const user = useComponentFakeTimers()
    try {
      const { api, calls } = fakeApi({ par: 'pending', pari: [PARIS] })
      renderInApp(<Form api={api} />)
      await user.type(box(), 'par')
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS))
      expect(calls.map((c) => c.query)).toEqual(['par'])
      expect(status()).toBe(texts.loading)
      expect(within(listbox()).getByText(texts.loading)).toBeTruthy()
      await user.type(box(), 'i')
      expect(calls[0]?.signal.aborted).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS))
      expect(optionNames()).toEqual(['Paris (all airports), France'])
      expect(calls.map((c) => c.query)).toEqual(['par', 'pari'])
    } finally {
      useComponentRealTimers()
    }
  })

  it('choosing a place tells the form, keeps its name in the input, submits its code and remembers it', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    const { api } = fakeApi({ par: PARIS_ANSWER })
    renderInApp(<Form api={api} onChange={chosen} />)
    await user.type(box(), 'par')
    await user.click(await screen.findByRole('option', { name: 'ORY Paris Orly, France' }))
    expect(chosen).toHaveBeenLastCalledWith(ORY)
    expect(box()).toHaveProperty('value', 'Paris Orly')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(formData()).toEqual({ from: 'ORY' })
    expect(JSON.parse(window.localStorage.getItem(RECENT_PLACES_KEY) ?? '[]')).toEqual([ORY])

    // Typing on makes it text again: the form is told there is no chosen place, and submits the text.
    await user.type(box(), 'x')
    expect(chosen).toHaveBeenLastCalledWith(null)
    expect(formData()).toEqual({ from: 'Paris Orlyx' })
  })

  it('selects with the arrows and Enter; Escape closes the list and keeps the text', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    const { api } = fakeApi({ par: PARIS_ANSWER })
    renderInApp(<Form api={api} onChange={chosen} />)
    await user.type(box(), 'par')
    await waitFor(() => expect(optionNames()).toHaveLength(4))
    await user.keyboard('{ArrowDown}{ArrowDown}')
    const active = document.getElementById(box().getAttribute('aria-activedescendant') ?? '')
    expect(active?.getAttribute('aria-label')).toBe('CDG Paris Charles de Gaulle, France')
    await user.keyboard('{Enter}')
    expect(chosen).toHaveBeenLastCalledWith(CDG)
    expect(box()).toHaveProperty('value', 'Paris Charles de Gaulle')
    expect(screen.queryByRole('listbox')).toBeNull()

    await user.clear(box())
    await user.type(box(), 'par')
    await waitFor(() => expect(optionNames()).toHaveLength(4))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box()).toHaveProperty('value', 'par')
  })

  it('offers the last five places chosen on focus, titled, latest first; none when there are none', async () => {
    const user = userEvent.setup()
    const { api, calls } = fakeApi({})
    const { unmount } = renderInApp(<Form api={api} />)
    await user.click(box())
    expect(screen.queryByRole('listbox')).toBeNull()
    unmount()

    const older = [SEOUL, GIMPO, CDG, ORY, BVA, city('LON', 'London', 'GB')]
    window.localStorage.setItem(RECENT_PLACES_KEY, JSON.stringify([PARIS, ...older]))
    renderInApp(<Form api={api} />)
    await user.click(box())
    const recent = screen.getByRole('group', { name: texts.recent })
    expect(
      within(recent)
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual([
      'Paris (all airports), France',
      'Seoul (all airports), South Korea',
      'GMP Gimpo International, Seoul, South Korea',
      'CDG Paris Charles de Gaulle, France',
      'ORY Paris Orly, France',
    ])
    await user.keyboard('{ArrowDown}{Enter}')
    expect(box()).toHaveProperty('value', 'Paris')
    expect(calls).toEqual([])
  })

  it('shows and announces no match, and a failure, in words', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { api } = fakeApi({ xyz: [], zzz: new Error('502 /i/api/catalogue/v1/places') })
    renderInApp(<Form api={api} />)
    await user.type(box(), 'xyz')
    const none = 'No airport or city matches “xyz”'
    await waitFor(() => expect(status()).toBe(none))
    expect(within(listbox()).getByText(none)).toBeTruthy()
    expect(placeOptions()).toEqual([])
    expect(await violations()).toEqual([])

    await user.clear(box())
    await user.type(box(), 'zzz')
    await waitFor(() => expect(status()).toBe(texts.failed))
    expect(within(listbox()).getByText(texts.failed)).toBeTruthy()
    expect(await violations()).toEqual([])
    expect(document.body.textContent).not.toContain('502')
    // The text typed is still the field's value: the results page resolves it.
    expect(formData()).toEqual({ from: 'zzz' })
  })

  it('names countries in Korean on the Korean site, and asks for Korean names', async () => {
    const user = userEvent.setup()
    const { api, calls } = fakeApi({
      파리: [city('PAR', '파리', 'FR'), airport('CDG', '파리 샤를 드골', '파리', 'FR')],
    })
    render(inKorean(<Form api={api} />))
    await user.type(box(), '파리')
    await waitFor(() => expect(optionNames()).toHaveLength(2))
    expect(optionNames()).toEqual(['파리 (모든 공항), 프랑스', 'CDG 파리 샤를 드골, 프랑스'])
    expect(calls[0]?.locale).toBe('ko-KR')
    expect(status()).toBe('장소 2곳을 찾았습니다')
  })

  it('renders on the server with the text as the field, for a form sent before hydration; the code after it', async () => {
    const app = (
      <AppProviders
        state={testGlobalState()}
        i18n={createI18n('en', 'en-US', en as Messages)}
        bus={createEventBus()}
      >
        <Form api={fakeApi({}).api} initial={PARIS} />
      </AppProviders>
    )
    const html = renderToString(app)
    expect(html).toMatch(/<input[^>]*name="from"[^>]*value="Paris"/)
    expect(html).not.toContain('type="hidden"')

    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    expect(formData()).toEqual({ from: 'Paris' })
    const errors = vi.spyOn(console, 'error')
    const root = await act(async () => hydrateRoot(container, app))
    expect(errors).not.toHaveBeenCalled()
    expect(formData()).toEqual({ from: 'PAR' })
    expect(box()).toHaveProperty('value', 'Paris')
    act(() => root.unmount())
    container.remove()
  })

  it('shows a place the form puts in, and offers the chosen place first on focus; leaving keeps it', async () => {
    const user = userEvent.setup()
    const chosen = vi.fn()
    const { api, calls } = fakeApi({})
    window.localStorage.setItem(RECENT_PLACES_KEY, JSON.stringify([ORY]))
    renderInApp(<Form api={api} initial={PARIS} swapTo={CDG} onChange={chosen} />)
    expect(box()).toHaveProperty('value', 'Paris')
    await user.click(box())
    expect(optionNames()).toEqual(['Paris (all airports), France', 'ORY Paris Orly, France'])
    await user.tab()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(box()).toHaveProperty('value', 'Paris')
    expect(formData()).toEqual({ from: 'PAR' })

    await user.click(screen.getByRole('button', { name: 'Swap' }))
    expect(box()).toHaveProperty('value', 'Paris Charles de Gaulle')
    expect(formData()).toEqual({ from: 'CDG' })
    expect(chosen).not.toHaveBeenCalled()
    expect(calls).toEqual([])
  })

  it('opens full screen below 600 px, with the input at the top; choosing closes it', async () => {
    screenWidth(599)
    const user = userEvent.setup()
    const chosen = vi.fn()
    const { api } = fakeApi({ cdg: [CDG] })
    renderInApp(<Form api={api} onChange={chosen} />)
    const trigger = screen.getByRole('button', { name: `From ${texts.placeholder}` })
    await user.click(trigger)
    const dialog = screen.getByRole('dialog', { name: 'From' })
    const input = within(dialog).getByRole('combobox', { name: 'From' })
    expect(document.activeElement).toBe(input)
    await user.type(input, 'cdg')
    await user.click(await screen.findByRole('option', { name: 'CDG Paris Charles de Gaulle, France' }))
    expect(chosen).toHaveBeenLastCalledWith(CDG)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('button', { name: 'From Paris Charles de Gaulle' })).toBeTruthy()
    expect(formData()).toEqual({ from: 'CDG' })

    await user.click(screen.getByRole('button', { name: 'From Paris Charles de Gaulle' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: texts.close }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('works where storage is blocked', async () => {
    const user = userEvent.setup()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const chosen = vi.fn()
    const { api } = fakeApi({ par: PARIS_ANSWER })
    renderInApp(<Form api={api} onChange={chosen} />)
    await user.click(box())
    expect(screen.queryByRole('listbox')).toBeNull()
    await user.type(box(), 'par')
    await user.click(await screen.findByRole('option', { name: 'Paris (all airports), France' }))
    expect(chosen).toHaveBeenLastCalledWith(PARIS)
    expect(box()).toHaveProperty('value', 'Paris')
  })

  it('has no axe violations, closed, with suggestions, with recent places and full screen', async () => {
    const user = userEvent.setup()
    const { api } = fakeApi({ par: PARIS_ANSWER })
    renderInApp(<Form api={api} />)
    expect(await violations()).toEqual([])
    await user.type(box(), 'par')
    await waitFor(() => expect(optionNames()).toHaveLength(4))
    await user.keyboard('{ArrowDown}')
    expect(await violations()).toEqual([])
    await user.keyboard('{Enter}')
    await user.click(document.body)
    await user.clear(box())
    await waitFor(() => expect(screen.getByRole('group', { name: texts.recent })).toBeTruthy())
    expect(await violations()).toEqual([])
    cleanup()

    screenWidth(400)
    renderInApp(<Form api={api} />)
    expect(await violations()).toEqual([])
    await user.click(screen.getByRole('button', { name: `From ${texts.placeholder}` }))
    await user.type(within(screen.getByRole('dialog')).getByRole('combobox'), 'par')
    await waitFor(() => expect(optionNames()).toHaveLength(4))
    expect(await violations()).toEqual([])
  })
})
