import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { decodeConsentCookie } from '../shared/privacy/consent-cookie.ts'
import { CONSENT_VERSIONS } from '../shared/privacy/privacy-contract.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null
    return el?.getAttribute('aria-label') ?? el?.labels?.[0]?.textContent ?? el?.textContent ?? ''
  })

/** Tabs (or Shift+Tabs) until the focused element's name starts with `name`. */
async function tabTo(page: Page, name: string, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(key)
    if ((await focused(page)).startsWith(name)) return
  }
  throw new Error(`${key} never reached ${name}; focus is on ${await focused(page)}`)
}

const pageState = (page: Page) =>
  page.evaluate(() => JSON.parse(document.getElementById('fw-state')?.textContent ?? '{}').state)

/** The real built site and server, keyboard only, in Korean (decision 031). */
describe('a visitor in Korea chooses cookie categories', () => {
  const j = useSiteAndBrowser()

  it('two-party consent, then the data-transfer disclaimer, then the banner: landing, categories, details, back, accept selected; kept on reload; the side navigation reopens the categories', async () => {
    const context = await j.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    })
    const page = await context.newPage()
    const problems = watchConsole(page)
    await openHydrated(page, `${j.site.origin}/?site=kr`)

    // 1. Two-party consent first: modal, Escape does not close it.
    const twoParty = page.getByRole('dialog', { name: '여행 공급업체에 대한 개인정보 제공' })
    await twoParty.waitFor()
    expect(await page.getByRole('dialog').count()).toBe(1)
    expect(await axeViolations(page)).toEqual([])
    await page.keyboard.press('Escape')
    expect(await twoParty.isVisible()).toBe(true)
    await tabTo(page, '동의합니다')
    await page.keyboard.press('Enter')

    // 2. Then the data-transfer disclaimer, 324 px wide.
    const transfer = page.getByRole('dialog', { name: '개인정보가 국외에서 처리될 수 있습니다' })
    await transfer.waitFor()
    expect(await twoParty.count()).toBe(0)
    expect(Math.round((await page.locator('.fw-modal').boundingBox())?.width ?? 0)).toBe(324)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, '확인했습니다')
    await page.keyboard.press('Enter')
    await transfer.waitFor({ state: 'detached' })

    // 3. Then the banner, a region, focused at its heading.
    const banner = page.getByRole('region', { name: '쿠키 동의' })
    await banner.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === '개인정보를 소중히 다룹니다')
    expect((await banner.boundingBox())?.width).toBeLessThanOrEqual(356)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, '범주 선택')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent === '쿠키 범주 선택')
    expect(await banner.getByRole('switch', { name: '필수' }).isChecked()).toBe(true)
    expect(await banner.getByRole('switch', { name: '필수' }).isDisabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])

    await tabTo(page, '필수 쿠키')
    await page.keyboard.press('Enter')
    const table = banner.getByRole('table')
    await table.waitFor()
    expect(await table.getByRole('cell', { name: 'fw_sg', exact: true }).count()).toBe(1)
    expect(await table.getByRole('cell', { name: 'localhost', exact: true }).count()).toBeGreaterThan(3)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, '뒤로', 'Shift+Tab')
    await page.keyboard.press('Enter')
    await page.waitForFunction(() => document.activeElement?.textContent === '필수 쿠키')

    await tabTo(page, '기능')
    await page.keyboard.press('Space')
    expect(await banner.getByRole('switch', { name: '기능' }).isChecked()).toBe(true)
    await tabTo(page, '선택 항목 수락')
    await page.keyboard.press('Enter')
    await banner.waitFor({ state: 'detached' })

    const cookies = await context.cookies(j.site.origin)
    const consent = decodeConsentCookie(cookies.find((c) => c.name === 'consent')?.value)
    expect(consent).toMatchObject({
      categories: ['strictlyNecessary', 'functional'],
      acks: { twoParty: CONSENT_VERSIONS.twoPartyText },
    })
    expect(cookies.find((c) => c.name === 'HIDE_DATA_TRANSFER_DISCLAIMER')?.value).toBe(
      CONSENT_VERSIONS.dataTransferText,
    )
    const records = await j.site.database.db
      .selectFrom('consent_records')
      .select(['kind', 'action', 'categories', 'text_version'])
      .where('subject_id', '=', consent?.subjectId ?? '')
      .orderBy('recorded_at', 'asc')
      .execute()
    expect(records).toEqual([
      {
        kind: 'two_party',
        action: 'acknowledge',
        categories: [],
        text_version: CONSENT_VERSIONS.twoPartyText,
      },
      {
        kind: 'data_transfer',
        action: 'acknowledge',
        categories: [],
        text_version: CONSENT_VERSIONS.dataTransferText,
      },
      {
        kind: 'categories',
        action: 'partial',
        categories: ['strictlyNecessary', 'functional'],
        text_version: CONSENT_VERSIONS.bannerText,
      },
    ])

    // 4. Reloaded: nothing shown, the choice kept.
    await openHydrated(page, `${j.site.origin}/?site=kr`)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await banner.count()).toBe(0)
    expect((await pageState(page)).privacy).toMatchObject({
      recorded: true,
      acceptedCategories: ['strictlyNecessary', 'functional'],
      twoPartyPending: false,
      dataTransferPending: false,
    })

    // 5. The side navigation's privacy entry reopens the banner at the category selection.
    await tabTo(page, '쿠키 설정')
    await page.keyboard.press('Enter')
    await banner.waitFor()
    await page.waitForFunction(() => document.activeElement?.textContent === '쿠키 범주 선택')
    expect(await banner.getByRole('switch', { name: '기능' }).isChecked()).toBe(true)
    expect(await banner.getByRole('switch', { name: '광고' }).isChecked()).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    await tabTo(page, '모두 거부')
    await page.keyboard.press('Enter')
    await banner.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })
})
