// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from '../../../shared/event-bus.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { testGlobalState } from '../../testing/app/global-state.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import {
  box,
  CDG,
  Form,
  fakeApi,
  formData,
  freshComboboxEachTest,
  ORY,
  optionNames,
  PARIS,
  PARIS_ANSWER,
  screenWidth,
  texts,
  violations,
} from '../../testing/features/search-box/place-combobox-test-kit.tsx'
import { RECENT_PLACES_KEY } from './recent-places.ts'

describe('the place combo box, rendered on the server and given a place', () => {
  freshComboboxEachTest()

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
