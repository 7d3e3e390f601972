import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DEMO_COMPANY_FEATURES } from '../server/db/seed.ts'
import { createCompany, createMemberOf } from '../server/testing/company/company-test-kit.ts'
import { axeViolations } from './support/axe.ts'
import { openHydrated, watchConsole } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { signInBrowser } from './support/signed-in.ts'

/** The real built site, server and SMTP sink, with a company of the journey's own (it gets deleted). */
describe('an admin uploads a logo, reports an issue and deletes the company', () => {
  const j = useSiteAndBrowser()

  /** An admin of a company of the journey's own, signed in, second factor proven (another journey's subject). */
  async function adminOfNewCompany() {
    const company = await createCompany(j.site, { features: [...DEMO_COMPANY_FEATURES, 'COMPANY_DELETION'] })
    const admin = await createMemberOf(j.site, company, 'admin', { personal: false })
    const context = await j.browser.newContext()
    const page = await context.newPage()
    const problems = watchConsole(page)
    await signInBrowser(j.site, context, [
      { email: admin.email, businessMode: true, secondFactorProven: true },
    ])
    return { company, admin, context, page, problems }
  }

  it('shows the uploaded logo in the header, and mails support an issue report with its attachment and a message for the account manager', async () => {
    const { company, context, page, problems } = await adminOfNewCompany()
    await openHydrated(page, `${j.site.origin}/business/company`)
    await page.getByRole('heading', { name: 'Company logo' }).waitFor()
    expect(await axeViolations(page)).toEqual([])

    // The logo: chosen, previewed, uploaded; the next page's header shows it.
    const png = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#1e6b52' } })
      .png()
      .toBuffer()
    await page
      .getByLabel('Choose an image')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png })
    await page
      .getByRole('img', { name: `Preview of the new logo of ${`Company ${company.domain}`}` })
      .waitFor()
    await page.getByRole('button', { name: 'Upload logo' }).click()
    await page.getByText('Logo saved.', { exact: false }).waitFor()
    await openHydrated(page, `${j.site.origin}/business/company`)
    const headerLogo = page.getByRole('banner').getByRole('img', { name: `Company ${company.domain}` })
    await headerLogo.waitFor()
    expect(await headerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    )

    // An issue report with a PDF, through the dialog, by keyboard where a person would use it.
    await page.getByRole('button', { name: 'Report an issue' }).click()
    const dialog = page.getByRole('dialog', { name: 'Report an issue' })
    await dialog.getByRole('textbox', { name: 'Summary' }).fill('Hotel not confirmed')
    await dialog.getByRole('textbox', { name: 'What happened?' }).fill('No booking under my name in Busan.')
    await dialog.getByLabel('Attachments (optional)').setInputFiles({
      name: 'receipt.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    })
    expect(await axeViolations(page)).toEqual([])
    await dialog.getByRole('button', { name: 'Send' }).click()
    await dialog.getByText('Thank you.', { exact: false }).waitFor()
    const report = await j.site.mail.waitFor((m) => m.text.includes('Hotel not confirmed'))
    expect(report.to).toBe(j.site.config.supportEmail)
    expect(report.attachments.map((a) => a.filename)).toEqual(['receipt.pdf'])
    await dialog.getByRole('button', { name: 'Close' }).click()

    // A message to the account manager: the same form without topic, mailed to the same team.
    await page.getByRole('button', { name: 'Contact your account manager' }).click()
    const contact = page.getByRole('dialog', { name: 'Contact your account manager' })
    await contact.getByRole('textbox', { name: 'Subject' }).fill('Renewal in March')
    await contact.getByRole('textbox', { name: 'Your message' }).fill('Can we talk about the renewal?')
    expect(await axeViolations(page)).toEqual([])
    await contact.getByRole('button', { name: 'Send' }).click()
    await contact.getByText('Thank you.', { exact: false }).waitFor()
    const message = await j.site.mail.waitFor((m) => m.text.includes('Can we talk about the renewal?'))
    expect(message.to).toBe(j.site.config.supportEmail)
    await contact.getByRole('button', { name: 'Close' }).click()
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)

  it('deletes the company by the e-mailed link after a last confirmation; the admin keeps a personal account', async () => {
    const { company, admin, context, page, problems } = await adminOfNewCompany()
    await openHydrated(page, `${j.site.origin}/business/company`)

    // Deletion: a confirmation, a link by e-mail, the link's page, a last confirmation.
    await page.getByRole('button', { name: 'Delete company' }).click()
    const confirm = page.getByRole('dialog', { name: `Delete Company ${company.domain}?` })
    expect(await axeViolations(page)).toEqual([])
    await confirm.getByRole('button', { name: 'E-mail me the link' }).click()
    await page.getByText(`We sent the link to ${admin.email}.`, { exact: false }).waitFor()
    const mail = await j.site.mail.waitFor((m) => m.to === admin.email && m.subject.includes('deleting'))
    const link = /https?:\/\/\S+\/business\/company\/delete\?\S+/.exec(mail.text)?.[0] ?? ''
    const mailed = new URL(link)
    expect(mailed.pathname).toBe('/business/company/delete')
    // The mail speaks the configured public origin; the journey's site listens on a port of its own.
    await openHydrated(page, `${j.site.origin}${mailed.pathname}${mailed.search}`)
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(`I understand that Company ${company.domain} will be deleted for good.`).check()
    await page.getByRole('button', { name: 'Delete company' }).click()
    await page.getByText(`Company ${company.domain} was deleted.`, { exact: false }).waitFor()
    const left = await j.site.database.db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', company.id)
      .execute()
    expect(left).toEqual([])
    const user = await j.site.database.db
      .selectFrom('users')
      .select('has_personal_account')
      .where('id', '=', admin.id)
      .executeTakeFirstOrThrow()
    expect(user.has_personal_account).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  }, 120_000)
})
