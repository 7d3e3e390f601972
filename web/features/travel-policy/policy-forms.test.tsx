// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import {
  adminBrowser,
  createMemberOf,
  type TestCompany,
} from '../../../server/testing/company/company-test-kit.ts'
import { HOTEL_POLICY, hotelSearchQuery } from '../../../server/testing/policies/policy.matrix.ts'
import { json, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import { POLICY_LIMITS, POLICY_PATHS } from '../../../shared/business/policy-contract.ts'
import type { TPolicyResponse } from '../../../shared/business/policy-schemas.ts'
import { createEventBus } from '../../../shared/event-bus.ts'
import { CATALOGUE_API_PATHS } from '../../../shared/trips/catalogue-contract.ts'
import type { TCatalogueSearchResponse } from '../../../shared/trips/catalogue-schemas.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { createTravelPolicyApi } from '../../api/travel-policy.ts'
import { AppProviders } from '../../app/providers.tsx'
import { createI18n, type Messages } from '../../i18n/create-i18n.ts'
import en from '../../i18n/messages/en.json' with { type: 'json' }
import { signedInFakeBrowser } from '../../testing/api/fake-browser.ts'
import { signedInAuth, testGlobalState } from '../../testing/app/global-state.ts'
import { LOAD, realServer } from '../../testing/app/real-server.ts'
import { companyWithHotelPolicy } from '../../testing/features/travel-policy/policy-company.ts'
import { PolicyProvider, policyFormErrors, RESTRICTION_PATHS } from './policy-api.tsx'
import { PolicySectionPage } from './policy-pages.tsx'
import { SortOrderForm } from './sort-order-form.tsx'

/** The policy hub's forms against the real server (decision 054), by keyboard and pointer. */
describe('travel policy forms', () => {
  const server = realServer({ config: { demoCatalogue: true } })
  let company: TestCompany
  let api: ReturnType<typeof createTravelPolicyApi>
  beforeAll(async () => {
    const made = await companyWithHotelPolicy(server.t)
    company = made.company
    const admin = made.admin
    // One in-policy booking of the three-star hotel, which a lower Paris cap would put out of policy.
    const user = await createMemberOf(server.t, company, 'traveler')
    const who = withOwnIps(await signInBrowser(server.t, user, { businessMode: true }))
    const search = await who.call(json('GET', `${CATALOGUE_API_PATHS.search('hotel')}?${hotelSearchQuery()}`))
    const saved = await who.save(search.json<TCatalogueSearchResponse>().offers[1]!.offer)
    await who.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    const browser = signedInFakeBrowser(server.baseUrl, admin)
    api = createTravelPolicyApi(() => browser.client)
  })

  const providers = (children: React.ReactNode) => (
    <AppProviders
      state={testGlobalState({ auth: signedInAuth() })}
      i18n={createI18n('en', 'en-US', en as Messages)}
      bus={createEventBus()}
    >
      {children}
    </AppProviders>
  )

  it('lowers the Paris nightly cap, simulates the draft on past bookings, then saves it', async () => {
    render(providers(<PolicySectionPage vertical="hotel" section="restrictions" api={api} />))
    const cap = await screen.findByRole('textbox', { name: 'Cap a night in USD' }, LOAD)
    expect((cap as HTMLInputElement).value).toBe('200')
    await userEvent.clear(cap)
    await userEvent.type(cap, 'abc')
    expect(screen.getByText('Enter a whole number from 0 to 100,000.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Simulate' }).getAttribute('aria-disabled')).toBe('true')
    await userEvent.clear(cap)
    await userEvent.type(cap, '90')
    await userEvent.click(screen.getByRole('button', { name: 'Simulate' }))
    const summary = await screen.findByTestId('simulator-summary', {}, LOAD)
    expect(summary.textContent).toContain('1 of 1 bookings would have been out of policy.')
    expect(summary.textContent).toContain('1 newly out of policy')
    expect(screen.getByRole('table').textContent).toContain('Harbour Inn')
    // Nothing is saved by simulating.
    const before = (await api.get('hotel')).policy.restrictions.cityCaps
    expect(before).toEqual([{ destinationKey: 'paris', nightlyMinor: 20_000 }])
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), LOAD)
    const after: TPolicyResponse = await api.get('hotel')
    expect(after.policy.restrictions.cityCaps).toEqual([{ destinationKey: 'paris', nightlyMinor: 9_000 }])
    expect(after.policy.settings).toEqual(HOTEL_POLICY.settings)
  })

  it('puts a refusal the server names beside the city cap it is about', async () => {
    // A request the form itself would not send (the browser checks the same bound first).
    const admin = await adminBrowser(server.t, company)
    const caps = [
      { destinationKey: 'paris', nightlyMinor: 20_000 },
      { destinationKey: 'tokyo', nightlyMinor: POLICY_LIMITS.budgetMaxMinor + 1 },
    ]
    const refusal = await admin.call(
      json('PUT', POLICY_PATHS.policy('hotel'), {
        restrictions: { ...HOTEL_POLICY.restrictions, cityCaps: caps },
      }),
    )
    expect(refusal.statusCode).toBe(400)
    const i18n = createI18n('en', 'en-US', en as Messages)
    const shown = policyFormErrors(i18n.t, refusal.json())
    expect(shown.fields).toEqual({
      // In the form's own words: a money bound in whole dollars, not the request's cents.
      [RESTRICTION_PATHS.cap(1)]: 'Enter a whole number from 0 to 100,000.',
    })
    expect(shown.form).toBe(en.fieldErrors.checkFields)
  })

  it('switches the handling by keyboard and saves the settings section alone', async () => {
    render(providers(<PolicySectionPage vertical="hotel" section="settings" api={api} />))
    const radio = await screen.findByRole(
      'radio',
      { name: 'Allow with a reason (at least 10 characters)' },
      LOAD,
    )
    expect((radio as HTMLInputElement).checked).toBe(true)
    radio.focus()
    await userEvent.keyboard('{ArrowDown}')
    expect((screen.getByRole('radio', { name: 'Ask for approval' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), LOAD)
    expect((await api.get('hotel')).policy.settings.handling).toBe('requireApproval')
  })

  it('saves the company’s order of results', async () => {
    render(
      providers(
        <PolicyProvider api={api}>
          <SortOrderForm />
        </PolicyProvider>,
      ),
    )
    await userEvent.click(await screen.findByRole('radio', { name: 'Time, earliest first' }, LOAD))
    await userEvent.click(screen.getByRole('checkbox', { name: 'Preferred suppliers first' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), LOAD)
    expect((await api.sortOrder()).sortOrder).toEqual({
      inPolicyFirst: true,
      preferredFirst: false,
      by: 'earliest',
    })
  })

  it('sets preferred chains, and adds a group override whose handling blocks', async () => {
    const group = await server.t.database.db
      .insertInto('business_groups')
      .values({ company_id: company.id, name: 'Interns' })
      .returning('id')
      .executeTakeFirstOrThrow()
    render(providers(<PolicySectionPage vertical="hotel" section="preferences" api={api} />))
    const codes = await screen.findByRole(
      'textbox',
      { name: 'Preferred hotel chains (codes, e.g. HBR)' },
      LOAD,
    )
    await userEvent.clear(codes)
    await userEvent.type(codes, 'hbr, grd')
    await userEvent.click(screen.getByRole('checkbox', { name: 'Only preferred suppliers are in policy' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), LOAD)
    expect((await api.get('hotel')).policy.preferences).toEqual({
      preferred: ['HBR', 'GRD'],
      preferredOnly: true,
    })
    cleanup()

    render(providers(<PolicySectionPage vertical="hotel" section="advanced-rules" api={api} />))
    await userEvent.click(await screen.findByRole('button', { name: 'Add an override' }, LOAD))
    expect(screen.getByRole('group', { name: 'Override 1' })).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: /As the company policy/ }))
    await userEvent.click(await screen.findByRole('option', { name: 'Block the booking' }))
    await userEvent.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(screen.getByText('Saved.')).toBeTruthy(), LOAD)
    const [override] = (await api.get('hotel')).policy.advancedRules.overrides
    expect(override).toMatchObject({ scope: 'group', targetId: group.id, handling: 'block' })
  })
})
