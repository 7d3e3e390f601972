// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  proveSecondFactor,
} from '../../../server/testing/company/company-test-kit.ts'
import { HOTEL_POLICY } from '../../../server/testing/policies/policy.matrix.ts'
import { startTestApp, type TestApp } from '../../../server/testing/test-app.ts'
import { json, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import { POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import { testBusinessState } from '../../../shared/testing/business-state.ts'
import { createStaySearchApi } from '../../api/stay-search.ts'
import { createTripCatalogueApi } from '../../api/trip-catalogue.ts'
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth } from '../../testing/app/global-state.ts'
import { renderInApp } from '../../testing/app/render-in-app.tsx'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { StayResultsPage } from './stay-results-page.tsx'

installViewport(1200)
const LOAD = { timeout: 10_000 }
/** The list's cards (a badge's reasons are list items too). */
const cardsOf = (list: HTMLElement) => [...list.children] as HTMLElement[]
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A business traveller's stay results against the real server (decision 085): each card's verdict. */
describe('stay results with the travel policy', () => {
  let t: TestApp
  let baseUrl: string
  beforeAll(async () => {
    t = await startTestApp('pglite')
    baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => t?.close())
  afterEach(cleanup)

  it('shows each property’s verdict with its reasons, and keeps only those in policy on request', async () => {
    const features = ['TRAVEL_POLICY_BADGES']
    const company = await createCompany(t, { features })
    const admin = await adminBrowser(t, company)
    await admin.call(json('PUT', POLICY_PATHS.policy('hotel'), HOTEL_POLICY))
    const user = await createMemberOf(t, company, 'traveler')
    const who = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
    await proveSecondFactor(t, who.sessionId)
    const browser = signedInFakeBrowser(baseUrl, who)
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
