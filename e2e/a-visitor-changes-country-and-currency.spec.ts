import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { withConsentGiven } from './support/consent.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent ?? ''
  })

/** Tabs forward until the focused element's name starts with `name` (the keyboard's only way there). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).startsWith(name)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

const pageState = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state)

/** The real built site and server; nothing answered for them. Keyboard only, as the journey's user. */
describe('a visitor changes country and currency', () => {
  const j = useSiteAndBrowser()

  it('on a wide screen: dropdowns, Korea in Korean by search and arrows, then euros for this session only', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    // Not about consent: the Korean site's dialogs and the notice bar were answered before.
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    const flag = page.locator('.fw-picker-trigger--country img')
    expect(await flag.getAttribute('src')).toBe('/res/images/flags-svg/us.svg')
    expect(await flag.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)

    await tabTo(page, 'Country and language: English (United States)')
    await page.keyboard.press('Enter')
    const picker = page.getByRole('dialog', { name: 'Country and language' })
    await picker.waitFor()
    // A dropdown at this width: no modal overlay behind it.
    expect(await page.locator('.fw-overlay').count()).toBe(0)
    expect(await page.locator('.fw-picker-popover').count()).toBe(1)
    expect(await focused(page)).toBe('Search countries and languages')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.type('korea')
    expect(await picker.getByRole('option').count()).toBe(2)
    await page.keyboard.press('ArrowDown')
    expect(await focused(page)).toBe('South Korea한국어')
    await Promise.all([page.waitForURL(/\/\?site=kr$/), page.keyboard.press('Enter')])
    await page.waitForLoadState('networkidle')
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
    expect(await pageState(page)).toMatchObject({ site: 'kr', currency: 'KRW' })

    await tabTo(page, '통화: 대한민국 원')
    await page.keyboard.press('Enter')
    const currencies = page.getByRole('dialog', { name: '통화' })
    await currencies.getByRole('listbox', { name: '통화 목록' }).waitFor()
    expect(await currencies.getByRole('group').count()).toBe(2)
    const box = await page.locator('.fw-picker-popover').boundingBox()
    expect(box?.height).toBeLessThanOrEqual(500)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.type('EUR')
    // The search hides the most-used group.
    expect(await currencies.getByRole('group').count()).toBe(1)
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    const popup = page.getByRole('dialog', { name: /유로/ })
    await popup.waitFor()
    expect(await focused(page)).toBe('예, 저장합니다')
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Tab')
    expect(await focused(page)).toBe('아니요, 이번만')
    await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')])
    await page.waitForLoadState('networkidle')
    expect(await pageState(page)).toMatchObject({ site: 'kr', currency: 'EUR' })
    expect(await page.locator('.fw-pickers').getByRole('button', { name: '통화: 유로' }).count()).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('on a narrow screen: full-screen dialogs; Japan by search and Enter, then dollars saved to the account after signing in', async () => {
    const member = await createMember(j.site, { firstName: 'Mina', lastName: 'Park' })
    const context = await j.browser.newContext({
      viewport: { width: 400, height: 800 },
      reducedMotion: 'reduce',
    })
    // Not about consent: the Korean site's dialogs and the notice bar were answered before.
    await withConsentGiven(context, [j.site.origin])
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)

    await tabTo(page, 'Country and language:')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Country and language' }).waitFor()
    expect(await page.locator('.fw-modal--fullscreen').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.type('japan')
    await Promise.all([page.waitForURL(/\/\?site=jp$/), page.keyboard.press('Enter')])
    await page.waitForLoadState('networkidle')
    expect(await pageState(page)).toMatchObject({ site: 'jp', locale: 'en-JP', currency: 'JPY' })

    await tabTo(page, 'Currency: Japanese Yen')
    await page.keyboard.press('Enter')
    const currencies = page.getByRole('dialog', { name: 'Currency' })
    await currencies.getByRole('listbox', { name: 'Currencies' }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.type('us dollar')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Save US Dollar as your currency for future visits?' }).waitFor()
    // Signed out, "yes" opens the sign-in first.
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Sign in or create an account' }).waitFor()
    // The dialog is named by the state it shows.
    const signIn = page.getByRole('dialog')
    await signIn.getByRole('button', { name: 'Continue with e-mail' }).focus()
    await page.keyboard.press('Enter')
    await signIn.getByRole('textbox', { name: 'E-mail address' }).waitFor()
    await page.keyboard.type(member.email)
    await page.keyboard.press('Enter')
    await signIn.getByRole('heading', { name: 'Enter your password' }).waitFor()
    await page.keyboard.type(member.password)
    await page.keyboard.press('Enter')
    // The signed-in page saves the waiting choice to the account, then starts over once more.
    await page.waitForFunction(
      () => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state?.currency === 'USD',
      undefined,
      { timeout: 15_000 },
    )
    await page.waitForLoadState('networkidle')
    const saved = await j.site.database.db
      .selectFrom('users')
      .select('currency')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow()
    expect(saved.currency).toBe('USD')
    expect(
      await page.locator('.fw-pickers').getByRole('button', { name: 'Currency: US Dollar' }).count(),
    ).toBe(1)
    expect(problems).toEqual([])
    await context.close()
  })
})
