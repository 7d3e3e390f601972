import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { MARKETING_ID_PATHS } from '../shared/marketing-id/marketing-id-contract.ts'
import { PRIVACY_API } from '../shared/privacy/privacy-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The focused element's name: its label's text for a form control, else its own. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.closest('label')?.textContent ?? el?.getAttribute('aria-label') ?? el?.textContent ?? ''
  })

async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).startsWith(name)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

const privacyState = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state.privacy)

/** Opens the data-sharing dialog from the header's link, by keyboard. */
async function openChoices(page: Page) {
  await tabTo(page, 'Your privacy choices')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
  await dialog.waitFor()
  await page.waitForLoadState('networkidle')
  return dialog
}

/** A browser whose every request carries Sec-GPC: 1 and whose pages see navigator.globalPrivacyControl. */
async function gpcContext(j: ReturnType<typeof useSiteAndBrowser>, header: boolean): Promise<BrowserContext> {
  const context = await j.browser.newContext({
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
    ...(header ? { extraHTTPHeaders: { 'Sec-GPC': '1' } } : {}),
  })
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    })
  })
  return context
}

/** The real built site and server; keyboard only, as the journey's user. */
describe('a Californian opts out of data sharing', () => {
  const j = useSiteAndBrowser()

  it('opens the dialog from the header link, opts out with the switch, and finds it kept after a reload', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/help`)
    expect(await privacyState(page)).toMatchObject({ regulation: 'ccpa', allowDataSharing: true, gpc: false })

    const dialog = await openChoices(page)
    const theSwitch = dialog.getByRole('switch', { name: 'Do not sell or share my personal information' })
    expect(await theSwitch.isChecked()).toBe(false)
    expect(await focused(page)).toBe('Do not sell or share my personal information')
    expect(await dialog.getByRole('link', { name: /California privacy rights/ }).getAttribute('href')).toBe(
      '/privacy#ccpa',
    )
    const box = await page.locator('.fw-modal').boundingBox()
    expect(box?.width).toBeLessThanOrEqual(400)
    expect(await axeViolations(page)).toEqual([])

    const saved = page.waitForResponse(
      (r) => r.url().endsWith(PRIVACY_API.dataSharingOptOut) && r.request().method() === 'PUT',
    )
    await page.keyboard.press('Space')
    const answer = await saved
    expect(answer.request().postDataJSON()).toMatchObject({ allowDataSharing: false })
    expect(await answer.json()).toMatchObject({ allowDataSharing: false, gpc: false })
    expect(await theSwitch.isChecked()).toBe(true)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.reload({ waitUntil: 'networkidle' })
    const state = await privacyState(page)
    expect(state).toMatchObject({ allowDataSharing: false, gpc: false })
    expect(state.acceptedCategories).not.toContain('advertising')
    const again = await openChoices(page)
    expect(await again.getByRole('switch').isChecked()).toBe(true)
    expect(await again.getByText(/Opt-out signal honoured/).count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('a browser sending Global Privacy Control is opted out on arrival, and the dialog says the signal was honoured', async () => {
    const context = await gpcContext(j, true)
    const page = await context.newPage()
    const problems = watchConsole(page)
    const puts: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(PRIVACY_API.dataSharingOptOut)) puts.push(r.url())
    })
    await openHydrated(page, `${j.site.origin}/help`)
    const state = await privacyState(page)
    expect(state).toMatchObject({ allowDataSharing: false, gpc: true })
    expect(state.acceptedCategories).not.toContain('advertising')
    // The server already honoured the header: the page's own GPC check has nothing left to send.
    expect(puts).toEqual([])

    const dialog = await openChoices(page)
    const theSwitch = dialog.getByRole('switch', { name: 'Do not sell or share my personal information' })
    expect(await theSwitch.isChecked()).toBe(true)
    expect(await theSwitch.isDisabled()).toBe(true)
    expect(await dialog.getByText(/Opt-out signal honoured/).isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(problems).toEqual([])
    await context.close()
  })

  it('navigator.globalPrivacyControl alone opts the browser out through the API, once', async () => {
    const context = await gpcContext(j, false)
    const page = await context.newPage()
    const problems = watchConsole(page)
    const puts: unknown[] = []
    const marketingIdSyncs: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().endsWith(PRIVACY_API.dataSharingOptOut)) puts.push(r.postDataJSON())
      if (r.url().endsWith(MARKETING_ID_PATHS.sync)) marketingIdSyncs.push(r.url())
    })
    await openHydrated(page, `${j.site.origin}/help`)
    await expect.poll(() => puts).toEqual([{ allowDataSharing: false, gpc: true }])
    await page.reload({ waitUntil: 'networkidle' })
    expect(await privacyState(page)).toMatchObject({ allowDataSharing: false, gpc: true })
    expect(puts).toHaveLength(1)
    // Advertising was allowed when the page first loaded, but the signal takes it away: no marketing id.
    expect(marketingIdSyncs).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('signed out, /privacy/manage sums the choices up and holds the switch; /privacy explains the rights', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/privacy/manage`)
    expect(await page.getByText('All optional cookies are on.').isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, 'Do not sell or share my personal information')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(PRIVACY_API.dataSharingOptOut) && r.request().method() === 'PUT',
    )
    await page.keyboard.press('Space')
    await saved
    // Opting out takes advertising away, and the summary says so.
    await page.getByText('Some optional cookies are on.').waitFor()
    await page.reload({ waitUntil: 'networkidle' })
    expect(await page.getByRole('switch').isChecked()).toBe(true)
    expect(await page.getByText('Some optional cookies are on.').isVisible()).toBe(true)

    await openHydrated(page, `${j.site.origin}/privacy#ccpa`)
    const ccpa = page.getByRole('region', { name: 'California privacy rights' })
    expect(await ccpa.getByRole('heading', { name: 'Global Privacy Control' }).isVisible()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('signed in, the opt-out made on the account page follows the account to a second browser', async () => {
    const member = await createMember(j.site)
    const first = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, first, [{ email: member.email, businessMode: false }])
    const page = await first.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/profile/account`)
    const section = page.getByRole('region', { name: 'Privacy' })
    await section.getByRole('switch').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, 'Do not sell or share my personal information')
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(PRIVACY_API.dataSharingOptOut) && r.request().method() === 'PUT',
    )
    await page.keyboard.press('Space')
    expect(await (await saved).json()).toMatchObject({ allowDataSharing: false })
    expect(problems).toEqual([])

    const second = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    await signInBrowser(j.site, second, [{ email: member.email, businessMode: false }])
    const elsewhere = await second.newPage()
    await openHydrated(elsewhere, `${j.site.origin}/help`)
    expect(await privacyState(elsewhere)).toMatchObject({ allowDataSharing: false })
    const dialog = await openChoices(elsewhere)
    expect(await dialog.getByRole('switch').isChecked()).toBe(true)
    await first.close()
    await second.close()
  })

  it('serves /.well-known/gpc.json', async () => {
    const context = await j.browser.newContext()
    const res = await context.request.get(`${j.site.origin}/.well-known/gpc.json`)
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^application\/json/)
    expect(await res.json()).toEqual({ gpc: true, lastUpdate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) })
    await context.close()
  })
})
