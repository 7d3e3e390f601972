// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  type TestCompany,
} from '../../../server/testing/company/company-test-kit.ts'
import { HOTEL_POLICY, hotelSearchQuery } from '../../../server/testing/policies/policy.matrix.ts'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'
import { json, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import type { TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { CheckoutDialog } from '../checkout/checkout-dialog.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'

installViewport(1200)
const LOAD = { timeout: 5000 }

/** The checkout's policy section against the real server (decision 054): badge, reason, block. */
describe('the checkout’s policy section', () => {
  let t: TestApp
  let baseUrl: string
  let company: TestCompany
  beforeAll(async () => {
    t = await startTestApp('pglite', { config: { demoCatalogue: true } })
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
    company = await createCompany(t)
    const admin = await adminBrowser(t, company)
    await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), HOTEL_POLICY))
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  /** A member who saved the five-star Paris hotel (out of policy: over the city cap and the star cap). */
  async function memberWithGrandHotel() {
    const user = await createMemberOf(t, company, 'traveler')
    const who = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
    const search = await who.call(json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`))
    const grand = search.json<TCatalogueSearchResponse>().offers[0]!
    const saved = await who.save(grand.offer)
    const browser = signedInFakeBrowser(baseUrl, who)
    return {
      eventId: saved.event.id,
      api: createTripCatalogueApi(() => browser.client),
      title: grand.offer.title,
    }
  }

  function renderDialog(eventId: string, title: string, api: ReturnType<typeof createTripCatalogueApi>) {
    const onBooked = vi.fn<(answer: TEventChangeResponse) => void>()
    renderInApp(
      <CheckoutDialog
        eventId={eventId}
        title={title}
        api={api}
        formatPrice={catalogueFormat('en-US').price}
        onClose={() => undefined}
        onBooked={onBooked}
      />,
    )
    return { onBooked }
  }

  it('shows Out of policy with its reasons and waits for a reason of 10 characters', async () => {
    const { eventId, api, title } = await memberWithGrandHotel()
    const { onBooked } = renderDialog(eventId, title, api)
    const dialog = await screen.findByRole('dialog', { name: `Book ${title}` })
    await waitFor(() => expect(dialog.textContent).toContain('Out of policy'), LOAD)
    expect(dialog.textContent).toContain('over this city’s cap of $200.00')
    expect(dialog.textContent).toContain('5 stars is above the allowed 4')
    const book = screen.getByRole('button', { name: 'Book' })
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBe('true'))
    const reason = screen.getByRole('textbox', { name: 'Why book out of policy?' })
    await userEvent.type(reason, 'too short')
    expect(book.getAttribute('aria-disabled')).toBe('true')
    expect(dialog.textContent).toContain('Write at least 10 characters.')
    await userEvent.type(reason, ' still')
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull())
    await userEvent.click(book)
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    const row = await t.database.db
      .selectFrom('trip_events')
      .select(['policy_status', 'out_of_policy_reason'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ policy_status: 'out', out_of_policy_reason: 'too short still' })
  })

  it('says the booking is blocked and keeps Book disabled', async () => {
    const strict = await createCompany(t)
    const admin = await adminBrowser(t, strict)
    await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), {
        ...HOTEL_POLICY,
        settings: { enabled: true, handling: 'block' },
      }),
    )
    const user = await createMemberOf(t, strict, 'traveler')
    const who = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
    const search = await who.call(json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`))
    const grand = search.json<TCatalogueSearchResponse>().offers[0]!
    const saved = await who.save(grand.offer)
    const browser = signedInFakeBrowser(baseUrl, who)
    renderDialog(
      saved.event.id,
      grand.offer.title,
      createTripCatalogueApi(() => browser.client),
    )
    const dialog = await screen.findByRole('dialog', { name: `Book ${grand.offer.title}` })
    await waitFor(() => expect(dialog.textContent).toContain('does not allow booking this'), LOAD)
    expect(screen.queryByRole('textbox')).toBeNull()
    // The section reports it is not ready from an effect, right after it first shows.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Book' }).getAttribute('aria-disabled')).toBe('true'),
    )
  })
})
