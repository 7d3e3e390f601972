// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createStaySearchApi } from '../../api/stay-search.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { realServer } from '../../testing/app/real-server.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { businessMember } from '../../testing/features/checkout/checkout-dialog-kit.tsx'
import { inDays, LOAD } from '../../testing/features/search-results/results-page-kit.tsx'
import { companyWithHotelPolicy } from '../../testing/features/travel-policy/policy-company.ts'
import { StayResultsPage } from './stay-results-page.tsx'

installViewport(1200)
/** The list's cards (a badge's reasons are list items too). */
const cardsOf = (list: HTMLElement) => [...list.children] as HTMLElement[]

/** A business traveller's stay results against the real server (decision 085): each card's verdict. */
describe('stay results with the travel policy', () => {
  const server = realServer()

  it('shows each property’s verdict with its reasons, and keeps only those in policy on request', async () => {
    const features = ['TRAVEL_POLICY_BADGES']
    const { company } = await companyWithHotelPolicy(server.t, { features })
    const who = await businessMember(server.t, company, 'traveler', { secondFactor: true })
    const browser = signedInFakeBrowser(server.baseUrl, who)
    const router = createMemoryRouter(
      [
        {
          path: '/hotels/search/*',
          element: (
            <StayResultsPage
              api={createStaySearchApi(() => browser.client)}
              catalogueApi={createTripCatalogueApi(() => browser.client)}
            />
          ),
        },
      ],
      { initialEntries: [`/hotels/search/PAR/${inDays(30)}/${inDays(32)}?sort=rating`] },
    )
    renderInApp(<RouterProvider router={router} />, {
      auth: signedInAuth({ businessState: testBusinessState({ features }) }),
    })
    const list = await screen.findByRole('list', { name: 'Properties' }, LOAD)
    await waitFor(() => expect(cardsOf(list)).toHaveLength(20), LOAD)
    const texts = cardsOf(list).map((card) => card.textContent ?? '')
    // The best rated include five-star hotels: over the policy's four stars, with the reason in words.
    expect(texts.some((text) => /Out of policy/.test(text) && /5 stars/.test(text))).toBe(true)
    const inPolicy = screen.getByRole('checkbox', { name: /^In policy only/ })
    await userEvent.setup().click(inPolicy)
    await waitFor(() => expect(router.state.location.search).toBe('?sort=rating&policy=in'))
    await waitFor(() => {
      const cards = cardsOf(screen.getByRole('list', { name: 'Properties' }))
      for (const card of cards) expect(card.textContent).toMatch(/In policy/)
      for (const card of cards) expect(card.textContent).not.toMatch(/Out of policy/)
    }, LOAD)
  })
})
