// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { seedDemo } from '../../../server/db/seed.ts'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { createCompanyMember } from '../../../server/testing/account/two-factor-test-kit.ts'
import { pageState } from '../../../server/testing/chrome/picker-test-kit.ts'
import { silentLogger } from '../../../server/testing/db/test-databases.ts'
import { PICKER_LOG_MESSAGES } from '../../../shared/pickers/picker-contract.ts'
import { testGlobalState } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { renderPanel, testEnvironment } from '../../testing/features/pickers/picker-test-kit.tsx'
import { CountryPicker } from './country-picker.tsx'

describe('the country/language picker', () => {
  const server = realServer({ web: true })
  beforeAll(async () => {
    await seedDemo(server.t.database.db, silentLogger)
  })

  const open = (state = testGlobalState()) => {
    const { env } = testEnvironment(server.baseUrl)
    return { env, ...renderPanel(CountryPicker, state, env) }
  }
  const options = () =>
    within(screen.getByRole('listbox', { name: 'Countries and languages' })).getAllByRole('option')

  it('lists every country in a dialog, one row per language for Korea, the active one marked', async () => {
    open()
    expect(screen.getByRole('dialog', { name: 'Country and language' })).toBeTruthy()
    const rows = options()
    expect(rows).toHaveLength(28)
    expect(rows.filter((r) => r.textContent?.startsWith('South Korea')).map((r) => r.textContent)).toEqual([
      'South Korea한국어',
      'South KoreaEnglish',
    ])
    const active = rows.filter((r) => r.hasAttribute('data-active'))
    expect(active.map((r) => r.textContent)).toEqual(['United States, current'])
    // The search has the focus, with its placeholder.
    expect(document.activeElement).toBe(
      screen.getByRole('searchbox', { name: 'Search countries and languages' }),
    )
    expect(screen.getByPlaceholderText('Search a country or language')).toBeTruthy()
  })

  it('filters by name, native country name and native language name, ignoring case; clears with its button', async () => {
    const user = userEvent.setup()
    open()
    await user.keyboard('KOREA')
    expect(options().map((r) => r.textContent)).toEqual(['South Korea한국어', 'South KoreaEnglish'])
    await user.clear(screen.getByRole('searchbox'))
    await user.keyboard('대한')
    expect(options()).toHaveLength(2)
    await user.clear(screen.getByRole('searchbox'))
    await user.keyboard('한국어')
    expect(options().map((r) => r.textContent)).toEqual(['South Korea한국어'])
    await user.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(options()).toHaveLength(28)
  })

  it('shows the empty-result title and subtitle when nothing matches', async () => {
    const user = userEvent.setup()
    open()
    await user.keyboard('Atlantis')
    expect(screen.queryByRole('listbox')).toBeNull()
    const status = screen.getByRole('status')
    expect(status.textContent).toContain('No matches for “Atlantis”')
    expect(status.textContent).toContain('try the country’s name in its own language')
  })

  it('works by keyboard: down enters the list, up/home/end move, enter goes to the site; space in the search types', async () => {
    const user = userEvent.setup()
    const { env } = open()
    await user.keyboard(' ')
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe(' ')
    expect(env.assign).not.toHaveBeenCalled()
    await user.clear(screen.getByRole('searchbox'))
    await user.keyboard('{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('United States, current')
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('United Kingdom')
    await user.keyboard('{End}')
    expect(document.activeElement?.textContent).toBe('Finland')
    await user.keyboard('{Home}{ArrowUp}')
    expect(document.activeElement).toBe(screen.getByRole('searchbox'))
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}')
    expect(env.assign).toHaveBeenCalledWith('/?site=ca')
  })

  it('space selects in the list; the active locale is not navigated to again, the picker just closes', async () => {
    const user = userEvent.setup()
    const { env, onClose } = open(testGlobalState({ site: 'kr-en', countryCode: 'KR', locale: 'en-KR' }))
    await user.keyboard('korea{ArrowDown}{ArrowDown}')
    expect(document.activeElement?.textContent).toBe('South KoreaEnglish, current')
    await user.keyboard(' ')
    expect(env.assign).not.toHaveBeenCalled()
    expect(onClose).toHaveBeenCalled()
  })

  it('shows the traditional Taiwan flag on the China site', () => {
    open(testGlobalState({ site: 'cn', countryCode: 'CN', locale: 'en-CN' }))
    const taiwan = options().find((r) => r.textContent === 'Taiwan')
    expect(taiwan?.querySelector('img')?.getAttribute('src')).toBe('/res/images/flags-svg/tw-traditional.svg')
    expect(taiwan?.querySelector('img')?.getAttribute('width')).toBe('21')
  })

  it('for a business member, keeps the language on their profile and reloads', async () => {
    const user = userEvent.setup()
    const member = await signInBrowser(server.t, await createCompanyMember(server.t, 'traveler'), {
      businessMode: true,
    })
    const state = pageState(await server.t.app.inject({ url: '/help', headers: { cookie: member.cookie } }))
    expect(state.auth?.businessState?.businessMode).toBe(true)
    const { env } = testEnvironment(server.baseUrl, member)
    renderPanel(CountryPicker, state, env)
    await user.keyboard('한국어{Enter}')
    await waitFor(() => expect(env.reload).toHaveBeenCalled())
    expect(env.assign).not.toHaveBeenCalled()
    const row = await server.t.database.db
      .selectFrom('business_profiles')
      .select('locale_code')
      .where('user_id', '=', member.userId)
      .executeTakeFirstOrThrow()
    expect(row.locale_code).toBe('ko-KR')
  })

  it('logs a failed business language change and only closes', async () => {
    const user = userEvent.setup()
    const member = await signInBrowser(server.t, await createCompanyMember(server.t, 'traveler'), {
      businessMode: true,
    })
    const state = pageState(await server.t.app.inject({ url: '/help', headers: { cookie: member.cookie } }))
    // The tab lost its session (signed out elsewhere): the server refuses.
    const { env } = testEnvironment(server.baseUrl, { token: member.token })
    const { onClose } = renderPanel(CountryPicker, state, env)
    await user.keyboard('japan{Enter}')
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(env.log).toHaveBeenCalledWith(expect.anything(), { message: PICKER_LOG_MESSAGES.businessLocale })
    expect(env.reload).not.toHaveBeenCalled()
  })
})
