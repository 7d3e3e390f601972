// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
} from '../../../server/testing/company/company-test-kit.ts'
import { paymentFieldsApi } from '../../api/payment-options.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { AccountPermissionsPage } from '../account-permissions/account-permissions-page.tsx'
import { ReportingFieldsPage } from '../reporting-fields/reporting-fields-page.tsx'
import { MyCardsSection } from './my-cards-section.tsx'
import { PaymentOptionsPage } from './payment-options-page.tsx'

const texts = en.payFields

/** The hub's payment, reporting fields and account permissions forms against the real server (decision 057). */
describe('payment and reporting fields pages', () => {
  const server = realServerWithCompany()

  function apiOf(who: { cookie: string; token: string }) {
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return paymentFieldsApi(() => browser.client)
  }
  function show(children: ReactNode) {
    renderInApp(children)
  }
  const field = (name: string) => screen.getByRole('textbox', { name })

  it('an admin adds the company default card; a card number is warned about and refused', async () => {
    show(<PaymentOptionsPage api={apiOf(await adminBrowser(server.t, server.company))} />)
    await screen.findByText(texts.payment.empty, undefined, LOAD)
    await userEvent.type(field(texts.cardForm.token), '4111 1111 1111 1111')
    expect(screen.getByRole('alert').textContent).toBe(texts.errors.PAYMENT_CARD_NUMBER_REFUSED)
    await userEvent.type(field(texts.cardForm.last4), '1111')
    await userEvent.type(field(texts.cardForm.expMonth), '12')
    await userEvent.type(field(texts.cardForm.expYear), '2031')
    await userEvent.type(field(texts.cardForm.holder), 'Northwind Travel')
    await userEvent.click(screen.getByRole('button', { name: texts.payment.add }))
    await waitFor(
      () =>
        expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain(
          texts.errors.PAYMENT_CARD_NUMBER_REFUSED,
        ),
      LOAD,
    )
    await userEvent.clear(field(texts.cardForm.token))
    await userEvent.type(field(texts.cardForm.token), 'tok_visa_default')
    await userEvent.click(screen.getByRole('button', { name: texts.payment.add }))
    const list = await screen.findByRole('list', undefined, LOAD)
    await waitFor(() => expect(within(list).getByText(texts.payment.defaultCard)).toBeTruthy(), LOAD)
    const rows = await server.t.database.db
      .selectFrom('payment_cards')
      .select(['provider_token', 'last4'])
      .where('company_id', '=', server.company.id)
      .execute()
    expect(rows).toEqual([{ provider_token: 'tok_visa_default', last4: '1111' }])
  })

  it('an admin adds a cost centre list field', async () => {
    show(<ReportingFieldsPage api={apiOf(await adminBrowser(server.t, server.company))} />)
    await screen.findByText(texts.fields.empty, undefined, LOAD)
    await userEvent.type(field(texts.fields.key), 'costCenter')
    await userEvent.type(field(texts.fields.label), 'Cost centre')
    await userEvent.type(field(texts.fields.options), 'CC-100 Sales{enter}CC-200 Engineering')
    await userEvent.click(screen.getByRole('button', { name: texts.fields.add }))
    expect(await screen.findByText(/CC-100 Sales, CC-200 Engineering/, undefined, LOAD)).toBeTruthy()
    expect(screen.getByText('Key costCenter', { exact: false })).toBeTruthy()
  })

  it('an admin orders, changes and removes reporting fields', async () => {
    const own = await createCompany(server.t)
    show(<ReportingFieldsPage api={apiOf(await adminBrowser(server.t, own))} />)
    await screen.findByText(texts.fields.empty, undefined, LOAD)
    for (const [key, label] of [
      ['project', 'Project'],
      ['costCenter', 'Cost centre'],
    ]) {
      await userEvent.type(field(texts.fields.key), key as string)
      await userEvent.type(field(texts.fields.label), label as string)
      await userEvent.type(field(texts.fields.options), 'A{enter}B')
      await userEvent.click(screen.getByRole('button', { name: texts.fields.add }))
      await screen.findByText(`Key ${key}`, { exact: false }, LOAD)
    }
    const labels = () =>
      screen.getAllByRole('listitem').map((item) => item.querySelector('strong')?.textContent)
    expect(labels()).toEqual(['Project', 'Cost centre'])

    const second = within(screen.getAllByRole('listitem')[1] as HTMLElement)
    await userEvent.click(second.getByRole('button', { name: texts.fields.moveUp }))
    await waitFor(() => expect(labels()).toEqual(['Cost centre', 'Project']), LOAD)

    const first = () => within(screen.getAllByRole('listitem')[0] as HTMLElement)
    await userEvent.click(first().getByRole('button', { name: texts.fields.edit }))
    expect(screen.getByRole('heading', { name: 'Change Cost centre' })).toBeTruthy()
    await userEvent.clear(field(texts.fields.label))
    await userEvent.type(field(texts.fields.label), 'Cost center')
    await userEvent.click(screen.getByRole('button', { name: texts.fields.save }))
    await waitFor(() => expect(labels()).toEqual(['Cost center', 'Project']), LOAD)
    expect(screen.getByRole('heading', { name: texts.fields.addTitle })).toBeTruthy()

    await userEvent.click(first().getByRole('button', { name: texts.fields.edit }))
    await userEvent.click(screen.getByRole('button', { name: texts.fields.cancel }))
    expect(screen.getByRole('heading', { name: texts.fields.addTitle })).toBeTruthy()
    expect((field(texts.fields.label) as HTMLInputElement).value).toBe('')

    await userEvent.click(first().getByRole('button', { name: texts.remove }))
    await waitFor(() => expect(labels()).toEqual(['Project']), LOAD)
    expect(screen.getByText(texts.removed)).toBeTruthy()
  })

  it('an admin turns personal cards off; the traveller then sees they may not add one', async () => {
    show(<AccountPermissionsPage api={apiOf(await adminBrowser(server.t, server.company))} />)
    const box = await screen.findByRole('checkbox', { name: texts.permissions.allowPersonalCards }, LOAD)
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(true), LOAD)
    await userEvent.click(box)
    await userEvent.click(screen.getByRole('button', { name: texts.permissions.save }))
    await screen.findByText(texts.saved, undefined, LOAD)
    const rooms = screen.getByRole('checkbox', { name: texts.permissions.multiRoomLabel })
    await userEvent.click(rooms)
    await screen.findByText(texts.permissions.multiRoomOn, undefined, LOAD)
    cleanup()
    const user = await createMemberOf(server.t, server.company, 'traveler')
    show(<MyCardsSection api={apiOf(await signInBrowser(server.t, user, { businessMode: true }))} />)
    await screen.findByText(texts.myCards.notAllowed, undefined, LOAD)
    expect(screen.queryByRole('button', { name: texts.myCards.add })).toBeNull()
  })
})
