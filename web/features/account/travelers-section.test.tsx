// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestUser, signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { accountApi } from '../../api/account.ts'
import { priceAlertsApi } from '../../api/price-alerts.ts'
import { travelersApi } from '../../api/travelers.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { AccountApisContext } from './account-query.ts'
import { TravelersSection } from './travelers-section.tsx'

const texts = en.account.travelers

/** The account page's travellers against the real server: change one, prefer another, delete one. */
describe('saved travellers', () => {
  const server = realServer()

  /** A user with two saved travellers, every field of the first filled in; the first is preferred. */
  async function showTravellers() {
    const user = await createTestUser(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await signInBrowser(server.t, user))
    const calls = travelersApi(browser.client)
    await calls.create({
      firstName: 'Sami',
      middleName: 'K',
      lastName: 'Haddad',
      dateOfBirth: '1990-05-17',
      emailAddress: 'sami@example.test',
      phoneCountryCode: '+1',
      phoneCountryCodeISO: 'US',
      phoneNumber: '555 0100',
      knownTravelerNumber: 'KT12345',
      tsaredress: 'R123',
      gender: 'M',
      preferred: true,
    })
    await calls.create({ firstName: 'Lina', lastName: 'Haddad', preferred: false })
    renderInApp(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AccountApisContext.Provider
          value={{
            account: () => accountApi(browser.client),
            travelers: () => calls,
            priceAlerts: () => priceAlertsApi(browser.client),
          }}
        >
          <TravelersSection />
        </AccountApisContext.Provider>
      </QueryClientProvider>,
    )
    await screen.findByText('Lina Haddad', undefined, LOAD)
    return calls
  }
  const row = (name: string) =>
    within(screen.getAllByRole('listitem').find((item) => item.textContent?.includes(name)) as HTMLElement)
  const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement

  it('a traveller changes a saved traveller, makes another the preferred one, and deletes one', async () => {
    const calls = await showTravellers()
    expect(row('Sami K Haddad').queryByText(texts.preferred)).toBeTruthy()

    await userEvent.click(row('Sami K Haddad').getByRole('button', { name: en.account.actions.edit }))
    const form = within(screen.getByRole('form', { name: texts.editTitle }))
    expect(box(texts.fields.knownTravelerNumber).value).toBe('KT12345')
    await userEvent.clear(box(texts.fields.lastName))
    await userEvent.type(box(texts.fields.lastName), 'Haddad-Nour')
    await userEvent.click(form.getByRole('button', { name: en.account.actions.save }))
    await screen.findByText(texts.saved, undefined, LOAD)
    await screen.findByText('Sami K Haddad-Nour', undefined, LOAD)
    expect(screen.queryByRole('form', { name: texts.editTitle })).toBeNull()

    await userEvent.click(row('Lina Haddad').getByRole('button', { name: texts.makePreferred }))
    await screen.findByText(texts.preferredSaved, undefined, LOAD)
    await waitFor(() => expect(row('Lina Haddad').queryByText(texts.preferred)).toBeTruthy(), LOAD)
    expect(row('Sami K Haddad-Nour').queryByText(texts.preferred)).toBeNull()
    const [sami] = (await calls.list()).filter((x) => x.firstName === 'Sami')
    expect(sami).toMatchObject({ lastName: 'Haddad-Nour', knownTravelerNumber: 'KT12345', preferred: false })

    await userEvent.click(row('Sami K Haddad-Nour').getByRole('button', { name: en.account.actions.delete }))
    await userEvent.click(row('Sami K Haddad-Nour').getByRole('button', { name: texts.confirmDelete }))
    await screen.findByText(texts.deleted, undefined, LOAD)
    await waitFor(() => expect(screen.queryByText('Sami K Haddad-Nour')).toBeNull(), LOAD)
    expect((await calls.list()).map((x) => x.firstName)).toEqual(['Lina'])
  })
})
