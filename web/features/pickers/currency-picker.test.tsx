// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestUser, signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { PENDING_CURRENCY_SAVE_KEY, PICKER_LOG_MESSAGES } from '../../../shared/pickers/picker-contract.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { heard, renderPanel, testEnvironment } from '../../testing/features/pickers/picker-test-kit.tsx'
import { resumePendingCurrencySave } from './currency-actions.ts'
import { CurrencyPicker } from './currency-picker.tsx'

describe('the currency picker', () => {
  const server = realServer()

  const groups = () =>
    within(screen.getByRole('listbox', { name: 'Currencies' }))
      .getAllByRole('group')
      .map((g) => g.getAttribute('aria-labelledby') && g.querySelector('header')?.textContent)
  const optionsIn = (group: string) => {
    const section = within(screen.getByRole('listbox'))
      .getAllByRole('group')
      .find((g) => g.textContent?.startsWith(group))
    return section ? within(section).getAllByRole('option') : []
  }
  const savedCurrency = async (userId: string) =>
    (
      await server.t.database.db
        .selectFrom('users')
        .select('currency')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).currency

  it('is not loaded until opened, then loaded: the most used and all currencies, the active one marked in both', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { env, jar } = testEnvironment(server.baseUrl, {}, (f) => async (input, init) => {
      await gate
      return f(input, init)
    })
    renderPanel(CurrencyPicker, testGlobalState(), env)
    expect(screen.getByRole('status').textContent).toBe('Loading currencies…')
    expect(screen.queryByRole('listbox')).toBeNull()
    release()
    await screen.findByRole('listbox', { name: 'Currencies' })
    expect(groups()).toEqual(['Most used', 'All currencies'])
    expect(optionsIn('Most used').map((o) => o.textContent)).toEqual([
      '$US DollarUSD, current',
      '€Euro',
      '£British Pound',
      '₩South Korean Won',
      '¥Japanese YenJPY',
      '¥Chinese YuanCNY',
    ])
    const active = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .filter((o) => o.hasAttribute('data-active'))
    expect(active).toHaveLength(2)
    expect(optionsIn('All currencies').length).toBeGreaterThan(30)
    // Fetched once: opening again shows the same data without another call.
    cleanup()
    renderPanel(CurrencyPicker, testGlobalState(), env)
    expect(await screen.findByRole('listbox')).toBeTruthy()
    expect(jar.requests.filter((r) => r.url.includes('CurrencyPickerStateProviderAction'))).toHaveLength(1)
  })

  it('ends in the error state when the data cannot be fetched: logged only, no message, not fetched again', async () => {
    let calls = 0
    const { env } = testEnvironment(server.baseUrl, {}, () => async () => {
      calls += 1
      throw new TypeError('Failed to fetch')
    })
    renderPanel(CurrencyPicker, testGlobalState(), env)
    await waitFor(() =>
      expect(env.log).toHaveBeenCalledWith(expect.any(Error), { message: PICKER_LOG_MESSAGES.currencyData }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Currency' })
    expect(dialog.querySelector('[data-state="error"]')).toBeTruthy()
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.queryByRole('status')).toBeNull()
    cleanup()
    renderPanel(CurrencyPicker, testGlobalState(), env)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
  })

  it('search hides the most-used group and filters by name or code; no match shows the empty result', async () => {
    const user = userEvent.setup()
    const { env } = testEnvironment(server.baseUrl)
    renderPanel(CurrencyPicker, testGlobalState(), env)
    await screen.findByRole('listbox')
    await user.click(screen.getByRole('searchbox', { name: 'Search currencies' }))
    await user.keyboard('dollar')
    expect(groups()).toEqual(['All currencies'])
    expect(optionsIn('All currencies').map((o) => o.textContent)).toEqual([
      '$Australian DollarAUD',
      '$Canadian DollarCAD',
      '$Hong Kong DollarHKD',
      '$New Taiwan DollarTWD',
      '$New Zealand DollarNZD',
      '$Singapore DollarSGD',
      '$US DollarUSD, current',
    ])
    await user.clear(screen.getByRole('searchbox'))
    await user.keyboard('krw')
    expect(optionsIn('All currencies').map((o) => o.textContent)).toEqual(['₩South Korean Won'])
    await user.keyboard('x')
    expect(screen.queryByRole('listbox')).toBeNull()
    expect(screen.getByRole('status').textContent).toContain('No matches for “krwx”')
  })

  it('names currencies in the page’s language', async () => {
    const { env, jar } = testEnvironment(server.baseUrl)
    // The tab is on the Korean site: the server names the currencies in Korean.
    jar.cookies.set('fw_site', 'kr')
    renderPanel(
      CurrencyPicker,
      testGlobalState({ site: 'kr', language: 'ko', locale: 'ko-KR', currency: 'KRW' }),
      env,
    )
    expect(await screen.findByRole('dialog', { name: '통화' })).toBeTruthy()
    const listbox = await screen.findByRole('listbox', { name: '통화 목록' })
    const active = within(listbox)
      .getAllByRole('option')
      .filter((o) => o.hasAttribute('data-active'))
      .map((o) => o.textContent)
    expect(active).toEqual(['₩대한민국 원, 현재', '₩대한민국 원, 현재'])
  })

  it('choosing the active currency only closes; another opens the save popup', async () => {
    const user = userEvent.setup()
    const { env } = testEnvironment(server.baseUrl)
    const { onClose } = renderPanel(CurrencyPicker, testGlobalState(), env)
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.keyboard('{ArrowDown}{Enter}')
    const popup = await screen.findByRole('dialog', { name: 'Save Euro as your currency for future visits?' })
    expect(within(popup).getByRole('button', { name: 'Yes, save it' })).toBeTruthy()
    expect(within(popup).getByRole('button', { name: 'No, just for now' })).toBeTruthy()
  })

  it('signed in, yes saves to the account (store=true) and reloads', async () => {
    const user = userEvent.setup()
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    const { env } = testEnvironment(server.baseUrl, me)
    renderPanel(CurrencyPicker, testGlobalState({ auth: signedInAuth() }), env)
    await screen.findByRole('listbox')
    await user.keyboard('euro{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Yes, save it' }))
    await waitFor(() => expect(env.reload).toHaveBeenCalled())
    expect(await savedCurrency(me.userId)).toBe('EUR')
  })

  it('no applies it for this session only (store=false, a session cookie) and reloads, signed in or not', async () => {
    const user = userEvent.setup()
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    for (const auth of [signedInAuth(), null]) {
      const { env, jar } = testEnvironment(server.baseUrl, auth ? me : {})
      renderPanel(CurrencyPicker, testGlobalState(auth ? { auth } : {}), env)
      await screen.findByRole('listbox')
      await user.keyboard('yen{Enter}')
      await user.click(await screen.findByRole('button', { name: 'No, just for now' }))
      await waitFor(() => expect(env.reload).toHaveBeenCalled())
      expect(jar.cookies.get('fw_currency')).toBe('JPY')
      cleanup()
    }
    expect(await savedCurrency(me.userId)).toBeNull()
  })

  it('signed out, yes asks for sign-in first and keeps the choice for after it; the signed-in page saves it', async () => {
    const user = userEvent.setup()
    const bus = createEventBus()
    const requests = heard(bus, 'signin:request')
    const { env, jar } = testEnvironment(server.baseUrl)
    const { onClose } = renderPanel(CurrencyPicker, testGlobalState(), env, bus)
    await screen.findByRole('listbox')
    await user.keyboard('pound{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Yes, save it' }))
    expect(requests).toEqual([{ reason: 'currencySave' }])
    expect(onClose).toHaveBeenCalled()
    expect(env.session.getItem(PENDING_CURRENCY_SAVE_KEY)).toBe('GBP')
    expect(jar.requests.filter((r) => r.url.includes('/currency/'))).toEqual([])

    // After the sign-in's reload, the same tab is signed in: the waiting choice is saved once.
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    const signedIn = { ...testEnvironment(server.baseUrl, me).env, session: env.session }
    expect(await resumePendingCurrencySave(signedIn)).toBe(true)
    expect(await savedCurrency(me.userId)).toBe('GBP')
    expect(signedIn.reload).toHaveBeenCalledTimes(1)
    expect(await resumePendingCurrencySave(signedIn)).toBe(false)
  })

  it('logs a failed change and only closes', async () => {
    const user = userEvent.setup()
    const me = await signInBrowser(server.t, await createTestUser(server.t))
    // A stale tab: the session has ended, the server refuses to store.
    const { env } = testEnvironment(server.baseUrl, { token: me.token })
    const { onClose } = renderPanel(CurrencyPicker, testGlobalState({ auth: signedInAuth() }), env)
    await screen.findByRole('listbox')
    await user.keyboard('euro{Enter}')
    await user.click(await screen.findByRole('button', { name: 'Yes, save it' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(env.log).toHaveBeenCalledWith(expect.anything(), {
      message: PICKER_LOG_MESSAGES.currency,
      currencyCode: 'EUR',
      store: true,
    })
    expect(env.reload).not.toHaveBeenCalled()
  })
})
