import { describe, expect, it } from 'vitest'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The upgrade page uses the company settings' upgrade call (decision 034); the demo company has Business Plus. */
describe('an admin compares plans and asks for Enterprise', () => {
  const j = useSiteAndBrowser()

  it('a traveller sees the comparison and is told to ask an admin; the admin asks for Enterprise', async () => {
    const travellerContext = await j.browser.newContext()
    const traveller = await travellerContext.newPage()
    await signInBrowser(j.site, travellerContext, [{ email: 'ben@northwind.test', businessMode: true }])
    await openHydrated(traveller, `${j.site.origin}/business/biz-plus-upgrade`)
    const table = traveller.getByRole('table', { name: 'What each plan includes' })
    await table.waitFor()
    expect(
      await table
        .getByRole('row', { name: /Single sign-on/ })
        .getByRole('cell')
        .allTextContents(),
    ).toEqual(['Not included', 'Not included', 'Included'])
    await traveller.getByText("Only your company's admins can change the plan.", { exact: false }).waitFor()
    expect(await traveller.getByRole('button', { name: /Upgrade to/ }).count()).toBe(0)
    expect(await axeViolations(traveller)).toEqual([])
    await travellerContext.close()

    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInBrowser(j.site, context, [
      { email: 'admin@northwind.test', businessMode: true, secondFactorProven: true },
    ])
    await openHydrated(page, `${j.site.origin}/business/biz-plus-upgrade`)
    // Already on Business Plus: the page compares plans instead of offering an upgrade to it.
    await page.getByRole('heading', { level: 1, name: 'Compare plans' }).waitFor()
    await page.getByText('Your company is on Business Plus.', { exact: false }).waitFor()
    expect(await page.getByText('Upgrade to Business Plus').count()).toBe(0)
    const ask = page.getByRole('button', { name: 'Upgrade to Enterprise' })
    await expect.poll(() => ask.isEnabled()).toBe(true)
    expect(await axeViolations(page)).toEqual([])
    await ask.focus()
    await page.keyboard.press('Enter')
    await page.getByText('Your request for Enterprise is waiting for our team.').waitFor()
    expect(await page.getByRole('button', { name: /Upgrade to/ }).count()).toBe(0)
    expect(await axeViolations(page)).toEqual([])
    const request = await j.site.database.db
      .selectFrom('company_plan_requests')
      .select(['plan', 'status'])
      .executeTakeFirstOrThrow()
    expect(request).toEqual({ plan: 'enterprise', status: 'PENDING' })
    expect(problems).toEqual([])
    await context.close()
  })
})
