// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { adminBrowser, createCompany } from '../../../server/testing/company/company-test-kit.ts'
import { companySettingsApi } from '../../api/company-settings.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { EntitiesPage } from './entities-page.tsx'

const texts = en.companySettings

/** The legal entities page itself (its own copy of a row into the form) against the real server. */
describe('the legal entities page', () => {
  const server = realServer()

  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement
  const row = () => within(screen.getAllByRole('listitem')[0] as HTMLElement)

  it('an admin changes a legal entity’s VAT number and city, then removes the entity', async () => {
    const browser = signedInFakeBrowser(
      server.baseUrl,
      await adminBrowser(server.t, await createCompany(server.t)),
    )
    const calls = companySettingsApi(() => browser.client)
    await calls.addEntity({
      name: 'Northwind GmbH',
      address: { line1: 'Hafenstraße 1', line2: '', city: 'Hamburg', postcode: '20457', country: 'DE' },
      registrationNumber: 'HRB 1234',
      vatNumber: 'DE111111111',
      billingCurrency: 'EUR',
    })
    renderInApp(<EntitiesPage api={calls} />)
    await screen.findByText('Northwind GmbH', undefined, LOAD)

    await userEvent.click(row().getByRole('button', { name: texts.edit }))
    expect(screen.getByRole('heading', { name: 'Edit Northwind GmbH' })).toBeTruthy()
    expect(box(texts.entities.registration).value).toBe('HRB 1234')
    expect(box(texts.address.postcode).value).toBe('20457')
    await userEvent.clear(box(texts.entities.vat))
    await userEvent.type(box(texts.entities.vat), 'DE222222222')
    await userEvent.clear(box(texts.address.city))
    await userEvent.type(box(texts.address.city), 'Bremen')
    await userEvent.click(screen.getByRole('button', { name: texts.save }))
    await screen.findByText('Registration HRB 1234 · VAT DE222222222 · billed in EUR', undefined, LOAD)
    expect(row().getByText('Hafenstraße 1, 20457, Bremen, DE')).toBeTruthy()
    expect(screen.getByRole('heading', { name: texts.entities.addTitle })).toBeTruthy()
    expect((await calls.entities()).entities).toEqual([
      expect.objectContaining({
        vatNumber: 'DE222222222',
        address: expect.objectContaining({ city: 'Bremen' }),
      }),
    ])

    await userEvent.click(row().getByRole('button', { name: texts.remove }))
    await screen.findByText(texts.entities.empty, undefined, LOAD)
    await waitFor(() => expect(screen.getByText(texts.removed)).toBeTruthy(), LOAD)
  })
})
