// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { screen } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createTestUser, signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { accountApi } from '../../api/account.ts'
import { priceAlertsApi } from '../../api/price-alerts.ts'
import { travelersApi } from '../../api/travelers.ts'
import type { Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import ko from '../../i18n/messages/ko.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { AccountApisContext } from './account-query.ts'
import { TravelerForm } from './traveler-form.tsx'

/** The sentence tied to a field: what its aria-describedby points at, when it is marked invalid. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute('aria-invalid') !== 'true') return null
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((el) => el?.className === 'fw-field-error')
  return texts[0]?.textContent ?? null
}

/** The traveller form against the real server: its refusals sit beside their fields, in our words. */
describe('the traveller form’s refusals', () => {
  const server = realServer()

  async function showForm(korean?: Messages) {
    const user = await createTestUser(server.t)
    const browser = signedInFakeBrowser(server.baseUrl, await signInBrowser(server.t, user))
    renderInApp(
      <QueryClientProvider client={new QueryClient()}>
        <AccountApisContext.Provider
          value={{
            account: () => accountApi(browser.client),
            travelers: () => travelersApi(browser.client),
            priceAlerts: () => priceAlertsApi(browser.client),
          }}
        >
          <TravelerForm traveler={null} onSaved={() => {}} onCancel={() => {}} />
        </AccountApisContext.Provider>
      </QueryClientProvider>,
      korean ? { korean } : {},
    )
  }

  it('shows the server’s refusal of an e-mail address beside that field, in Korean', async () => {
    await showForm(ko as Messages)
    const texts = ko.account.travelers.fields
    await userEvent.type(screen.getByRole('textbox', { name: texts.firstName }), 'Sami')
    await userEvent.type(screen.getByRole('textbox', { name: texts.lastName }), 'Haddad')
    const email = screen.getByLabelText(texts.emailAddress)
    await userEvent.type(email, 'sami@')
    await userEvent.click(screen.getByRole('button', { name: ko.account.actions.save }))
    await screen.findByText(ko.fieldErrors.email, undefined, LOAD)
    expect(errorOf(email)).toBe(ko.fieldErrors.email)
    expect(screen.getByRole('alert').textContent).toBe(ko.fieldErrors.checkFields)
    expect(document.body.textContent).not.toMatch(/Invalid|emailAddress/)
  })

  it('checks required names and the date of birth before sending, with the same sentences', async () => {
    await showForm()
    const texts = en.account.travelers.fields
    const dateOfBirth = screen.getByLabelText(texts.dateOfBirth)
    await userEvent.type(dateOfBirth, '1800-01-01')
    await userEvent.click(screen.getByRole('button', { name: en.account.actions.save }))
    expect(errorOf(screen.getByRole('textbox', { name: texts.firstName }))).toBe(en.fieldErrors.required)
    expect(errorOf(dateOfBirth)).toBe('Travellers must be between 18 and 110 years old.')
  })
})
