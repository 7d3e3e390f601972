import { TCString } from '@iabtechlabtcf/core'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import gvl from '../content/iab/vendor-list-v142.json' with { type: 'json' }
import { PRIVACY_API } from '../shared/privacy/privacy-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { listenToTcf } from './support/tcf.ts'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    return el?.getAttribute('aria-label') ?? el?.textContent ?? ''
  })

/** Tabs forward until the focused element's name starts with `name` (the keyboard's only way there). */
async function tabTo(page: Page, name: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab')
    if ((await focused(page)).startsWith(name)) return
  }
  throw new Error(`Tab never reached ${name}`)
}

const idsOf = (vector: { forEach(cb: (on: boolean, id: number) => void): void }) => {
  const ids: number[] = []
  vector.forEach((on, id) => {
    if (on) ids.push(id)
  })
  return ids.sort((a, b) => a - b)
}

const cookieOf = async (page: Page, name: string) =>
  decodeURIComponent((await page.context().cookies()).find((c) => c.name === name)?.value ?? '')

/** The real built site on a German page (GDPR): the IAB dialog, keyboard only, and what it saved. */
describe('a visitor in Europe chooses ad partners', () => {
  const j = useSiteAndBrowser()

  it('P-01 P-02 S-13 S-16 goes through every view by keyboard, saves exactly their choices, and returns to tcloaded without the vendor list', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    const requested: string[] = []
    page.on('request', (r) => requested.push(new URL(r.url()).pathname))
    await openHydrated(page, `${j.site.origin}/?site=de`)

    // The first layer, as it arrives: purposes and stacks, the partner count, the calls to action.
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await dialog.getByRole('button', { name: 'Accept all' }).waitFor()
    const box = await dialog.boundingBox()
    expect(box?.width).toBeLessThanOrEqual(680)
    expect(box?.height).toBeLessThanOrEqual(800 * 0.9)
    expect(await dialog.getByRole('button', { name: /^See our \d+ partners$/ }).count()).toBe(1)
    expect(requested).not.toContain(PRIVACY_API.iabDetailedPrefs)
    expect(requested.some((p) => p.includes('consensu'))).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    const listener = await listenToTcf(page)

    // Processing purposes.
    await tabTo(page, 'Manage choices')
    await page.keyboard.press('Enter')
    await dialog.getByRole('switch', { name: `Consent: ${gvl.purposes['1'].name}` }).waitFor()
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, `Consent: ${gvl.purposes['1'].name}`)
    await page.keyboard.press('Space')
    await tabTo(page, `Legitimate interest: ${gvl.purposes['7'].name}`)
    await page.keyboard.press('Space')
    await tabTo(page, `Allow: ${gvl.specialFeatures['1'].name}`)
    await page.keyboard.press('Space')

    // Partners: filter by a purpose, consent to one, read its storage, consent to an additional partner.
    await tabTo(page, 'Manage partners')
    await page.keyboard.press('Enter')
    const list = dialog.getByTestId('iab-vendor-list')
    await list.waitFor()
    expect(requested).toContain(PRIVACY_API.iabDetailedPrefs)
    expect(requested).toContain(PRIVACY_API.iabVendors)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, 'All purposes')
    await page.keyboard.press('Enter')
    const options = page.getByRole('listbox')
    await options.waitFor()
    const popover = await page.locator('.fw-iab-filter-popover').boundingBox()
    expect(popover?.height).toBeLessThanOrEqual(220)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('End')
    expect(await focused(page)).toBe(gvl.purposes['11'].name)
    await page.keyboard.press('Enter')
    await options.waitFor({ state: 'detached' })
    expect(
      await list
        .locator('[data-vendor]')
        .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-vendor'))),
    ).toEqual(['32', '132'])
    await tabTo(page, 'Consent: Microsoft Advertising (Xandr)')
    await page.keyboard.press('Space')
    await tabTo(page, 'Show more about Microsoft Advertising (Xandr)')
    await page.keyboard.press('Enter')
    const details = dialog.getByTestId('iab-vendor-details-32')
    await details.getByRole('table').waitFor()
    expect(requested.filter((p) => p === PRIVACY_API.iabDeviceStorageDisclosure)).toHaveLength(1)
    expect(await details.getByRole('cell').allTextContents()).toContain('Cookie')
    expect(await axeViolations(page)).toEqual([])
    // Google's additional partners declare no IAB purpose: they are listed with every purpose only.
    expect(await dialog.getByTestId('iab-additional-vendor-list').count()).toBe(0)
    await tabTo(page, gvl.purposes['11'].name)
    await page.keyboard.press('Enter')
    await options.waitFor()
    await page.keyboard.press('Home')
    await page.keyboard.press('Enter')
    await options.waitFor({ state: 'detached' })
    await tabTo(page, 'Consent: Awin AG')
    await page.keyboard.press('Space')

    // Back to the landing and into the purposes again: the switches keep their state.
    await tabTo(page, 'Back')
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Manage choices' }).waitFor()
    await tabTo(page, 'Manage choices')
    await page.keyboard.press('Enter')
    expect(await dialog.getByRole('switch', { name: `Consent: ${gvl.purposes['1'].name}` }).isChecked()).toBe(
      true,
    )
    expect(await dialog.getByRole('switch', { name: `Consent: ${gvl.purposes['2'].name}` }).isChecked()).toBe(
      false,
    )
    await tabTo(page, 'Accept selected')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })

    // The saved string holds exactly what was chosen.
    const tc = TCString.decode(await cookieOf(page, 'kyk_tcf'))
    expect(idsOf(tc.purposeConsents)).toEqual([1])
    expect(idsOf(tc.vendorConsents)).toEqual([32])
    expect(idsOf(tc.specialFeatureOptins)).toEqual([1])
    expect(idsOf(tc.purposeLegitimateInterests)).not.toContain(7)
    expect(idsOf(tc.purposeLegitimateInterests)).toContain(2)
    expect(idsOf(tc.vendorsDisclosed)).toEqual(
      expect.arrayContaining([10, 21, 32, 52, 76, 91, 132, 278, 755, 793]),
    )
    expect(tc.isServiceSpecific).toBe(true)
    expect(tc.consentLanguage).toBe('EN')
    expect(await cookieOf(page, 'kyk_ac')).toBe('2~2072~dv.89.1097')
    expect((await listener.events()).map((e) => e.eventStatus)).toEqual(['cmpuishown', 'useractioncomplete'])

    // Returning: the stored string is decoded in the browser, no vendor list or consent read is fetched.
    const again = await context.newPage()
    const againRequests: string[] = []
    again.on('request', (r) => againRequests.push(new URL(r.url()).pathname))
    await openHydrated(again, `${j.site.origin}/?site=de`)
    const back = await listenToTcf(again)
    await again.waitForFunction(() => (window as unknown as { __heard: unknown[] }).__heard.length > 0)
    const [loaded] = await back.events()
    expect(loaded).toMatchObject({ eventStatus: 'tcloaded', addtlConsent: '2~2072~dv.89.1097' })
    expect(await again.getByRole('dialog').count()).toBe(0)
    for (const path of [
      PRIVACY_API.iabDetailedPrefs,
      PRIVACY_API.iabVendors,
      PRIVACY_API.iabInitialPrefs,
      PRIVACY_API.iabConsent,
    ])
      expect(againRequests).not.toContain(path)

    // P-03: the footer's privacy entry reopens the dialog; withdrawing is as easy as accepting.
    await again.locator('footer').getByRole('link', { name: 'Privacy choices', exact: true }).focus()
    await again.keyboard.press('Enter')
    const reopened = again.getByRole('dialog', { name: 'Your privacy choices' })
    await reopened.getByRole('button', { name: 'Withdraw consent' }).waitFor()
    await again.waitForFunction(() => (window as unknown as { __heard: unknown[] }).__heard.length > 1)
    expect(await axeViolations(again)).toEqual([])
    await tabTo(again, 'Withdraw consent')
    await again.keyboard.press('Enter')
    await reopened.waitFor({ state: 'detached' })
    const withdrawn = TCString.decode(await cookieOf(again, 'kyk_tcf'))
    expect(idsOf(withdrawn.purposeConsents)).toEqual([])
    expect(idsOf(withdrawn.vendorConsents)).toEqual([])
    expect(idsOf(withdrawn.specialFeatureOptins)).toEqual([])
    expect(idsOf(withdrawn.vendorsDisclosed).length).toBeGreaterThan(0)
    expect((await back.events()).map((e) => e.eventStatus)).toEqual([
      'tcloaded',
      'cmpuishown',
      'useractioncomplete',
    ])

    // P-03: the cookie settings entry opens the purposes directly.
    await again.locator('footer').getByRole('link', { name: 'Cookie settings' }).focus()
    await again.keyboard.press('Enter')
    await reopened.getByRole('switch', { name: `Consent: ${gvl.purposes['1'].name}` }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('P-03 after a choice, the side navigation’s and the footer’s privacy entries bring the dialog back', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/?site=de`)
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await dialog.getByRole('button', { name: 'Reject all' }).click()
    await dialog.waitFor({ state: 'detached' })
    await openHydrated(page, `${j.site.origin}/help?site=de`)
    expect(await dialog.count()).toBe(0)

    await page.getByRole('link', { name: 'Cookie preferences' }).focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('switch', { name: `Consent: ${gvl.purposes['1'].name}` }).waitFor()
    expect(await dialog.getByRole('button', { name: 'Withdraw consent' }).count()).toBe(1)
    await tabTo(page, 'Accept all')
    await page.keyboard.press('Enter')
    await dialog.waitFor({ state: 'detached' })
    expect(idsOf(TCString.decode(await cookieOf(page, 'kyk_tcf')).purposeConsents)).toHaveLength(11)

    await page.locator('footer').getByRole('link', { name: 'Privacy choices', exact: true }).focus()
    await page.keyboard.press('Enter')
    await dialog.getByRole('button', { name: 'Withdraw consent' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/help')
    expect(problems).toEqual([])
    await context.close()
  })

  it('is full screen below the ML breakpoint', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 390, height: 780 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    await openHydrated(page, `${j.site.origin}/?site=de`)
    const dialog = page.getByRole('dialog', { name: 'Your privacy choices' })
    await dialog.getByRole('button', { name: 'Accept all' }).waitFor()
    const modal = await page.locator('.fw-iab-modal').boundingBox()
    expect(modal).toMatchObject({ x: 0, y: 0, width: 390, height: 780 })
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})
