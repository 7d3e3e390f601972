// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { json } from '../../../server/testing/trips/trips-test-kit.ts'
import type { TOutOfPolicyHandling } from '../../../shared/business/checkout-contract.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createTravelPolicyApi } from '../../api/travel-policy.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { businessMember } from '../../testing/features/checkout/checkout-dialog-kit.tsx'
import { inDays } from '../../testing/features/search-results/results-page-kit.tsx'
import { companyWithHotelPolicy } from '../../testing/features/travel-policy/policy-company.ts'
import { ResultsPage } from './results-page.tsx'

installViewport(1200)

/** Results in business mode against the real server (decision 054): the company's order, badges when it has them. */
describe('results with the travel policy', () => {
  const server = realServer({ config: { demoCatalogue: true } })

  async function travellerOf(features: string[], handling?: TOutOfPolicyHandling) {
    const { company, admin } = await companyWithHotelPolicy(server.t, { features, handling })
    await admin.call(
      json('POST', POLICY_PATHS.sortOrder, { inPolicyFirst: true, preferredFirst: true, by: 'cheapest' }),
    )
    const who = await businessMember(server.t, company, 'traveler', { secondFactor: true })
    const browser = signedInFakeBrowser(server.baseUrl, who)
    return Object.assign(browser, { userId: who.userId })
  }

  function renderPage(features: string[], browser: Awaited<ReturnType<typeof travellerOf>>) {
    const auth = signedInAuth({ businessState: testBusinessState({ features }) })
    renderInApp(
      <MemoryRouter initialEntries={[`/hotels/search/paris/${inDays(30)}/${inDays(32)}`]}>
        <Routes>
          <Route
            path="/hotels/search/:a/:b/:c"
            element={
              <ResultsPage
                vertical="hotel"
                api={createTripCatalogueApi(() => browser.client)}
                policyApi={createTravelPolicyApi(() => browser.client)}
              />
            }
          />
        </Routes>
      </MemoryRouter>,
      { auth },
    )
  }
  const titles = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
  // The three-star inn is preferred (HBR); the hostel is cheaper; the five-star hotel is out of policy.
  const ORDER = ['Paris Harbour Inn', 'Hostel Fernway Paris', 'Grand Paris Hotel']

  it('orders in policy, then preferred, then cheapest, and shows each offer’s badge and reasons', async () => {
    const features = ['TRAVEL_POLICY_BADGES']
    renderPage(features, await travellerOf(features))
    await waitFor(() => expect(titles()).toEqual(ORDER), LOAD)
    const grand = screen.getByRole('listitem', { name: 'Grand Paris Hotel' })
    await waitFor(() => expect(within(grand).getByText('Out of policy')).toBeTruthy(), LOAD)
    expect(grand.textContent).toContain('5 stars is above the allowed 4')
    const inn = screen.getByRole('listitem', { name: 'Paris Harbour Inn' })
    expect(within(inn).getByText('In policy')).toBeTruthy()
    expect(within(inn).getByText('Preferred')).toBeTruthy()
  })

  it('keeps the company’s order but shows no badge without TRAVEL_POLICY_BADGES', async () => {
    renderPage([], await travellerOf([]))
    await waitFor(() => expect(titles()).toEqual(ORDER), LOAD)
    expect(screen.queryByText('Out of policy')).toBeNull()
    expect(screen.queryByText('In policy')).toBeNull()
  })

  it('Book on an offer the policy blocks, then Cancel: the checkout said why, and nothing stays saved', async () => {
    const browser = await travellerOf([], 'block')
    renderPage([], browser)
    await waitFor(() => expect(titles()).toEqual(ORDER), LOAD)
    const grand = screen.getByRole('listitem', { name: 'Grand Paris Hotel' })
    await userEvent.click(within(grand).getByRole('button', { name: 'Book: Grand Paris Hotel' }))
    const dialog = await screen.findByRole('dialog', {}, LOAD)
    await waitFor(
      () =>
        expect(dialog.textContent).toContain(
          'This cannot be booked: your company’s travel policy blocks it.',
        ),
      LOAD,
    )
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(
      () =>
        expect(within(grand).getByRole('button', { name: 'Save Grand Paris Hotel to a trip' })).toBeTruthy(),
      LOAD,
    )
    const left = await server.t.database.db
      .selectFrom('trip_events')
      .select('id')
      .where('added_by_user_id', '=', browser.userId)
      .execute()
    expect(left).toEqual([])
  })
})
