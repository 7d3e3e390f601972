import { describe, expect, it } from 'vitest'
import { fitsEveryWidth, inDays, signedInPage } from './support/booking-journey.ts'
import { openHydrated } from './support/browser.ts'
import { useSiteAndBrowser } from './support/journey.ts'
import { createMember } from './support/members.ts'

describe('stays and the booking flow (issue 25)', () => {
  const j = useSiteAndBrowser({ env: { DEMO_CATALOGUE: 'true' } })

  it('a traveller books two nights in Tokyo with free cancellation for her saved traveller, gets the confirmation with its calendar file, and cancels it free', async () => {
    const member = await createMember(j.site, { firstName: 'Hana', lastName: 'Park' })
    // Her saved travellers (the account's traveller API): herself, preferred, and her brother.
    await j.site.database.db
      .insertInto('travelers')
      .values([
        {
          user_id: member.id,
          first_name: 'Hana',
          last_name: 'Park',
          date_of_birth: '1992-05-03',
          email_address: member.email,
          preferred: true,
        },
        {
          user_id: member.id,
          first_name: 'Joon',
          last_name: 'Park',
          date_of_birth: '1995-09-21',
          preferred: false,
        },
      ])
      .execute()
    const { context, page, problems } = await signedInPage(j, [{ email: member.email, businessMode: false }])

    await openHydrated(page, `${j.site.origin}/hotels`)
    const box = page.getByRole('form', { name: 'Hotel search' })
    await box.getByRole('combobox', { name: 'Where' }).fill('tokyo')
    await page.getByRole('option', { name: 'Tokyo (all airports), Japan' }).click()
    const [checkin, checkout] = [inDays(30), inDays(32)]
    await box.getByLabel('Check-in').fill(checkin)
    await box.getByLabel('Check-out').fill(checkout)
    await box.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(`${j.site.origin}/hotels/search/TYO/${checkin}/${checkout}`)
    await page.getByRole('heading', { name: 'Places to stay in Tokyo', level: 1 }).waitFor()
    const properties = page.getByRole('list', { name: 'Properties' })
    await properties.getByRole('listitem').first().waitFor()

    await page.getByRole('checkbox', { name: /^Free cancellation/ }).click()
    await page.waitForURL(/cancellation=free/)
    await expect
      .poll(async () => {
        const texts = await properties.locator('> li').allTextContents()
        return texts.length > 0 && texts.every((text) => text.includes('Free cancellation until'))
      })
      .toBe(true)
    await fitsEveryWidth(page)

    const card = properties.locator('> li').first()
    const name = (await card.getByRole('heading').getByRole('link').textContent()) ?? ''
    await card.getByRole('button', { name: /^Book/ }).click()

    // The booking page: the review, the guest prefilled from her preferred saved traveller, a test card.
    await page.waitForURL(/\/book\/[^/]+$/)
    await page.getByRole('heading', { name: 'Your booking', level: 2 }).waitFor()
    await page
      .getByText(/^Free cancellation until/)
      .first()
      .waitFor()
    const guest = page.getByRole('group', { name: 'Guest for room 1' })
    expect(await guest.getByLabel('First name').inputValue()).toBe('Hana')
    expect(await guest.getByLabel('Date of birth').inputValue()).toBe('1992-05-03')
    await fitsEveryWidth(page)
    await page.getByLabel('Card number').fill('4242 4242 4242 4242')
    await page.getByLabel('Expiry (MM/YY)').fill('11/30')
    await page.getByLabel('Security code').fill('737')
    await page.getByLabel('Name on the card').fill('Hana Park')
    await page.getByRole('button', { name: /^Book and pay/ }).click()
    await page.getByRole('heading', { name: 'Booked', level: 2 }).waitFor()
    const reference = /Booking reference: ([A-Z0-9]{8})/.exec(
      (await page.getByText(/^Booking reference:/).textContent()) ?? '',
    )?.[1]
    expect(reference).toBeTruthy()

    // The confirmation mail, with the stay as a calendar file.
    const mail = await j.site.mail.waitFor((m) => m.to === member.email && m.text.includes(reference ?? '?'))
    expect(mail.text).toContain(name)
    const calendar = mail.attachments.find((a) => a.filename.endsWith('.ics'))
    expect(calendar?.contentType).toMatch(/^text\/calendar/)
    const ics = calendar?.content.toString('utf8') ?? ''
    expect(ics).toMatch(/BEGIN:VEVENT/)
    expect(ics).toContain(`DTSTART:${checkin.replace(/-/g, '')}T`)

    // Cancelled before the free cancellation ends: everything back.
    await page.getByRole('button', { name: 'Cancel this booking' }).click()
    await page.getByRole('button', { name: 'Yes, cancel it' }).click()
    await page.getByRole('heading', { name: 'Cancelled', level: 2 }).waitFor()
    await page.getByText(/is refunded to your card\.$/).waitFor()
    await fitsEveryWidth(page)
    expect(problems).toEqual([])
    await context.close()
  })
})
