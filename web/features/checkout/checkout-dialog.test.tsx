// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  createCompany,
  createMemberOf,
  type TestCompany,
} from '../../../server/testing/company/company-test-kit.ts'
import { json, offer, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import type { TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { CheckoutDialog } from './checkout-dialog.tsx'

installViewport(1200)
const LOAD = { timeout: 5000 }

/** The business checkout against the real server (decision 053): the quote, Book, and a refusal. */
describe('the checkout dialog', () => {
  const server = realServer()
  let company: TestCompany
  beforeAll(async () => {
    company = await createCompany(server.t)
  })

  async function memberWithSavedOffer() {
    const user = await createMemberOf(server.t, company, 'traveler')
    const who = withOwnIps(await signInBrowser(server.t, user, { businessMode: true }))
    await server.t.database.db
      .updateTable('sessions')
      .set({ second_factor_at: new Date() })
      .where('id', '=', who.sessionId)
      .execute()
    const saved = await who.save(offer({ title: 'Harbour Hotel', priceMinor: 18_000, currency: 'USD' }))
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return { eventId: saved.event.id, api: createTripCatalogueApi(() => browser.client), who }
  }

  function renderDialog(eventId: string, api: ReturnType<typeof createTripCatalogueApi>) {
    const onBooked = vi.fn<(answer: TEventChangeResponse) => void>()
    const onClose = vi.fn<() => void>()
    const format = catalogueFormat('en-US')
    renderInApp(
      <CheckoutDialog
        eventId={eventId}
        title="Harbour Hotel"
        api={api}
        formatPrice={format.price}
        onClose={onClose}
        onBooked={onBooked}
      />,
    )
    return { onBooked, onClose }
  }

  it('shows the traveller and the price from the quote, and books on Book', async () => {
    const { eventId, api } = await memberWithSavedOffer()
    const { onBooked } = renderDialog(eventId, api)
    const dialog = await screen.findByRole('dialog', { name: 'Book Harbour Hotel' })
    await waitFor(() => expect(dialog.textContent).toContain('$180.00'), LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Book' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    expect(onBooked.mock.calls[0]?.[0].event.state).toBe('booked')
  })

  it('says in words why a booking was refused and stays open', async () => {
    const { eventId, api, who } = await memberWithSavedOffer()
    const { onBooked } = renderDialog(eventId, api)
    await screen.findByRole('dialog', { name: 'Book Harbour Hotel' })
    const book = screen.getByRole('button', { name: 'Book' })
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull(), LOAD)
    // Booked meanwhile in another tab: this dialog's Book is refused.
    const elsewhere = await who.call(json('POST', TRIPS_API_PATHS.eventBook(eventId), {}))
    expect(elsewhere.statusCode).toBe(200)
    await userEvent.click(book)
    await waitFor(
      () => expect(screen.getByRole('alert').textContent).toBe('This item cannot be booked now.'),
      LOAD,
    )
    expect(onBooked).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Book' }).getAttribute('aria-disabled')).toBeNull()
  })
})
