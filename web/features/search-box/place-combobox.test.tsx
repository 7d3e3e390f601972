// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { useComponentFakeTimers, useComponentRealTimers } from '../../testing/app/fake-timers.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import {
  airport,
  BVA,
  box,
  CDG,
  city,
  Form,
  fakeApi,
  formData,
  freshComboboxEachTest,
  GIMPO,
  inKorean,
  listbox,
  ORY,
  optionNames,
  PARIS,
  PARIS_ANSWER,
  placeOptions,
  SEOUL,
  status,
  texts,
  violations,
} from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import { SUGGEST_DEBOUNCE_MS } from './place-combobox.tsx'
import { RECENT_PLACES_KEY } from './recent-places.ts'

describe('the place combo box', () => {
  freshComboboxEachTest()

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
})
