// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  proveSecondFactor,
} from '../../../server/testing/company/company-test-kit.ts'
import { HOTEL_POLICY, hotelSearchQuery } from '../../../server/testing/policies/policy.matrix.ts'
import { json, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import type { TOutOfPolicyHandling } from '../../../shared/business/checkout-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import type { TEventChangeResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { catalogueFormat } from '../trip-catalogue/catalogue-format.ts'
import { CheckoutDialog } from './checkout-dialog.tsx'

installViewport(1200)
const LOAD = { timeout: 5000 }

/** The checkout says what Book will do (decision 076), from the quote the same checks make. */
describe('the checkout dialog says what Book will do', () => {
  const server = realServer({ config: { demoCatalogue: true } })

  /** A company whose hotel policy handles the demo's five-star hotel so; its traveller has saved it. */
  async function fiveStarUnder(handling: TOutOfPolicyHandling) {
    const company = await createCompany(server.t)
    const admin = await adminBrowser(server.t, company)
    const policy = await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), { ...HOTEL_POLICY, settings: { enabled: true, handling } }),
    )
    expect(policy.statusCode, policy.body).toBe(200)
    const user = await createMemberOf(server.t, company, 'traveler')
    const who = withOwnIps(await signInBrowser(server.t, user, { businessMode: true }))
    await proveSecondFactor(server.t, who.sessionId)
    const search = await who.call(json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`))
    const fiveStar = search.json<TCatalogueSearchResponse>().offers[0]!.offer
    const eventId = (await who.save(fiveStar)).event.id
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const onBooked = vi.fn<(answer: TEventChangeResponse) => void>()
    renderInApp(
      <CheckoutDialog
        eventId={eventId}
        title={fiveStar.title}
        api={createTripCatalogueApi(() => browser.client)}
        formatPrice={catalogueFormat('en-US').price}
        onClose={() => undefined}
        onBooked={onBooked}
      />,
    )
    return { onBooked }
  }

  it('blocked by the policy: says it cannot be booked, shows no approval, and Book does nothing', async () => {
    const { onBooked } = await fiveStarUnder('block')
    const sentence = 'This cannot be booked: your company’s travel policy blocks it. Choose another option.'
    await waitFor(() => expect(screen.getByText(sentence)).toBeTruthy(), LOAD)
    expect(screen.queryByRole('heading', { name: 'Approval' })).toBeNull()
    const book = screen.getByRole('button', { name: 'Book' })
    expect(book.getAttribute('aria-disabled')).toBe('true')
    await userEvent.click(book)
    expect(onBooked).not.toHaveBeenCalled()
  })

  it('held for approval by the policy while approvals are off: the button sends it for approval', async () => {
    const { onBooked } = await fiveStarUnder('requireApproval')
    const sentence = 'Nothing is booked yet: it is sent to your approver and booked only once approved.'
    await waitFor(() => expect(screen.getByText(sentence)).toBeTruthy(), LOAD)
    await userEvent.click(screen.getByRole('button', { name: 'Send for approval' }))
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    expect(onBooked.mock.calls[0]?.[0].event.state).not.toBe('booked')
  })
})
