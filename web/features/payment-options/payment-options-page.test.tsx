// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { type PaymentFieldsApi, paymentFieldsApi } from '../../api/payment-options.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { PaymentOptionsPage } from './payment-options-page.tsx'

const texts = en.payFields

/** The payment options page against the real server: remove a company card, the invoice switch. */
describe('the payment options page', () => {
  const server = realServer()

  async function showPaymentOptions() {
    const company = await createCompany(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await adminBrowser(server.t, company))
    const api = paymentFieldsApi(() => browser.client)
    return { company, api, show: () => show(api) }
  }
  function show(api: PaymentFieldsApi) {
    renderInApp(<PaymentOptionsPage api={api} />)
  }
  const card = (providerToken: string, last4: string) => ({
    providerToken,
    brand: 'visa' as const,
    last4,
    expMonth: 12,
    expYear: 2031,
    holderName: 'Northwind Travel',
  })

  it('an admin removes the Sales group’s card, and the company default card stays', async () => {
    const { company, api, show } = await showPaymentOptions()
    const sales = await server.t.database.db
      .insertInto('business_groups')
      .values({ company_id: company.id, name: 'Sales' })
      .returning('id')
      .executeTakeFirstOrThrow()
    await api.addCompanyCard({ groupId: null, card: card('tok_visa_default', '1111') })
    await api.addCompanyCard({ groupId: sales.id, card: card('tok_visa_sales', '2222') })
    show()
    const salesLine = texts.payment.groupCard.replace('{group}', 'Sales')
    const item = (await screen.findByText(salesLine, undefined, LOAD)).closest('li') as HTMLElement
    expect(screen.getAllByRole('listitem')).toHaveLength(2)

    await userEvent.click(within(item).getByRole('button', { name: texts.remove }))
    await screen.findByText(texts.removed, undefined, LOAD)
    await waitFor(() => expect(screen.queryByText(salesLine)).toBeNull(), LOAD)
    expect(screen.getByText(texts.payment.defaultCard)).toBeTruthy()
    const rows = await server.t.database.db
      .selectFrom('payment_cards')
      .select(['provider_token'])
      .where('company_id', '=', company.id)
      .execute()
    expect(rows).toEqual([{ provider_token: 'tok_visa_default' }])
    expect((await api.options()).cards.map((c) => c.groupName)).toEqual([null])
  })

  it('an admin lets travellers pay by invoice, then turns it off again', async () => {
    const { company, api, show } = await showPaymentOptions()
    const stored = async () =>
      (
        await server.t.database.db
          .selectFrom('company_travel_settings')
          .select('invoice_enabled')
          .where('company_id', '=', company.id)
          .executeTakeFirst()
      )?.invoice_enabled ?? false
    show()
    const invoice = (await screen.findByRole(
      'checkbox',
      { name: texts.payment.invoiceLabel },
      LOAD,
    )) as HTMLInputElement
    expect(invoice.checked).toBe(false)
    expect(await stored()).toBe(false)

    await userEvent.click(invoice)
    await screen.findByText(texts.saved, undefined, LOAD)
    await waitFor(() => expect(invoice.checked).toBe(true), LOAD)
    expect(await stored()).toBe(true)
    expect((await api.options()).invoiceEnabled).toBe(true)

    await userEvent.click(invoice)
    await waitFor(() => expect(invoice.checked).toBe(false), LOAD)
    expect(await stored()).toBe(false)
    expect((await api.options()).invoiceEnabled).toBe(false)
  })

  it('says beside each card field what the server refused, in words', async () => {
    const { show } = await showPaymentOptions()
    show()
    const form = within(await screen.findByRole('form', { name: texts.payment.addTitle }, LOAD))
    const field = (name: string) => form.getByRole('textbox', { name })
    const noteOf = (input: HTMLElement) =>
      document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent
    await userEvent.type(field(texts.cardForm.token), 'tok visa with spaces')
    await userEvent.type(field(texts.cardForm.last4), '4242')
    await userEvent.type(field(texts.cardForm.expMonth), '12')
    await userEvent.type(field(texts.cardForm.expYear), '2031')
    await userEvent.type(field(texts.cardForm.holder), 'Northwind Travel')
    await userEvent.click(form.getByRole('button', { name: texts.payment.add }))
    const token = field(texts.cardForm.token)
    await waitFor(() => expect(token.getAttribute('aria-invalid')).toBe('true'), LOAD)
    expect(noteOf(token)).toBe(en.fieldErrors.format)
    expect(field(texts.cardForm.holder).getAttribute('aria-invalid')).toBeNull()
    // An expiry passed: the card's own sentence, beside the year.
    await userEvent.clear(token)
    await userEvent.type(token, 'tok_visa_old')
    const year = field(texts.cardForm.expYear)
    await userEvent.clear(year)
    await userEvent.type(year, '2020')
    await userEvent.click(form.getByRole('button', { name: texts.payment.add }))
    await waitFor(() => expect(year.getAttribute('aria-invalid')).toBe('true'), LOAD)
    expect(noteOf(year)).toBe(texts.errors.PAYMENT_CARD_EXPIRED)
    expect(token.getAttribute('aria-invalid')).toBeNull()
    expect(form.getByRole('alert').textContent).toBe(en.fieldErrors.checkFields)
  })
})
