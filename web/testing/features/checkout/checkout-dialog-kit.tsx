// Helpers of the checkout dialog's tests against the real server (not a test itself).
import { vi } from 'vitest'
import { signInBrowser } from '../../../../server/testing/account/account-test-support.ts'
import {
  createMemberOf,
  proveSecondFactor,
  type TestCompany,
} from '../../../../server/testing/company/company-test-kit.ts'
import { hotelSearchQuery } from '../../../../server/testing/policies/policy.matrix.ts'
import type { TestApp } from '../../../../server/testing/test-app.ts'
import { json, type TripsBrowser, withOwnIps } from '../../../../server/testing/trips/trips-test-kit.ts'
import { CATALOGUE_API_PATHS } from '../../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../../shared/trips/catalogue-schemas.ts'
import type { TEventChangeResponse } from '../../../../shared/trips/trip-edit-schemas.ts'
import { approvalsApi } from '../../../api/approvals.ts'
import { createTripCatalogueApi } from '../../../api/trip-catalogue.ts'
import { ApprovalsApiContext } from '../../../features/approvals/approvals-api-context.tsx'
import { CheckoutDialog } from '../../../features/checkout/checkout-dialog.tsx'
import { catalogueFormat } from '../../../features/trip-catalogue/catalogue-format.ts'
import { signedInFakeBrowser } from '../../api/fake-browser.ts'
import { renderInApp } from '../../app/render-in-app.tsx'

/** A new member of `company` signed in in business mode; `secondFactor`: having proved it (booking asks). */
export async function businessMember(
  t: TestApp,
  company: TestCompany,
  role: 'admin' | 'approver' | 'traveler',
  { secondFactor = false } = {},
): Promise<TripsBrowser> {
  const user = await createMemberOf(t, company, role)
  const who = withOwnIps(await signInBrowser(t, user, { businessMode: true }))
  if (secondFactor) await proveSecondFactor(t, who.sessionId)
  return who
}

/** `who` saves the demo catalogue's five-star Paris hotel (the policy matrix's hotel search finds it first). */
export async function saveFiveStarHotel(who: TripsBrowser) {
  const search = await who.call(json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`))
  const fiveStar = search.json<TCatalogueSearchResponse>().offers[0]!.offer
  return { eventId: (await who.save(fiveStar)).event.id, title: fiveStar.title }
}

/**
 * The checkout of the event `eventId` (titled `title`) the member `who` saved, open in their browser;
 * `approvers`: the approver picker asks the server as them too.
 */
export function openCheckout(
  baseUrl: string,
  who: TripsBrowser,
  eventId: string,
  title: string,
  { approvers = false } = {},
) {
  const browser = signedInFakeBrowser(baseUrl, who)
  const onBooked = vi.fn<(answer: TEventChangeResponse) => void>()
  const dialog = (
    <CheckoutDialog
      eventId={eventId}
      title={title}
      api={createTripCatalogueApi(() => browser.client)}
      formatPrice={catalogueFormat('en-US').price}
      onClose={() => undefined}
      onBooked={onBooked}
    />
  )
  renderInApp(
    approvers ? (
      <ApprovalsApiContext.Provider value={() => approvalsApi(() => browser.client)}>
        {dialog}
      </ApprovalsApiContext.Provider>
    ) : (
      dialog
    ),
  )
  return { onBooked }
}
