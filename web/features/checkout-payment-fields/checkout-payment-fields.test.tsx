// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { userEvent } from '@testing-library/user-event'
import { beforeAll, describe, expect, it } from 'vitest'
import { signInBrowser } from '../../../server/testing/account/account-test-support.ts'
import { adminBrowser, createMemberOf } from '../../../server/testing/company/company-test-kit.ts'
import { cardReference } from '../../../server/testing/payment/payment-samples.ts'
import { COST_CENTRE_FIELD } from '../../../server/testing/reporting-fields/fields.matrix.ts'
import { json, offer, withOwnIps } from '../../../server/testing/trips/trips-test-kit.ts'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import { REPORTING_FIELDS_API } from '../../../shared/business/reporting-fields-contract.ts'
import { LOAD, realServerWithCompany } from '../../testing/app/real-server.ts'
import { installViewport } from '../../testing/chrome/side-nav/side-nav-test-kit.tsx'
import { openCheckout } from '../../testing/features/checkout/checkout-dialog-kit.tsx'

installViewport(1200)

/** The checkout's payment and trip details sections against the real server (decision 057). */
describe('the checkout’s payment and trip details', () => {
  const server = realServerWithCompany()
  let groupId: string
  beforeAll(async () => {
    const admin = await adminBrowser(server.t, server.company)
    groupId = (
      await server.t.database.db
        .insertInto('business_groups')
        .values({ company_id: server.company.id, name: 'Field sales' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id
    await admin.call(
      json('POST', PAYMENT_API.companyCards, { groupId, card: cardReference({ last4: '4242' }) }),
    )
    await admin.call(json('PUT', PAYMENT_API.invoice, { enabled: true }))
    await admin.call(json('POST', REPORTING_FIELDS_API.fields, COST_CENTRE_FIELD))
  })

  async function travellerWithSavedOffer() {
    const user = await createMemberOf(server.t, server.company, 'traveler')
    await server.t.database.db
      .insertInto('business_group_members')
      .values({ group_id: groupId, user_id: user.id, company_id: server.company.id })
      .execute()
    const who = withOwnIps(await signInBrowser(server.t, user, { businessMode: true }))
    const saved = await who.save(offer({ title: 'Harbour Hotel', priceMinor: 18_000, currency: 'USD' }))
    return { eventId: saved.event.id, who }
  }

  it('chooses the group’s card, waits for the cost centre, and books with both', async () => {
    const { eventId, who } = await travellerWithSavedOffer()
    const { onBooked } = openCheckout(server.baseUrl, who, eventId, 'Harbour Hotel')
    // Every change of Book's state from the first paint on: it must not flicker usable while the
    // sections have not yet said whether the booking can go.
    const flickers: MutationRecord[] = []
    const changes = new MutationObserver((records) => flickers.push(...records))
    changes.observe(screen.getByRole('button', { name: 'Book' }), {
      attributes: true,
      attributeFilter: ['aria-disabled'],
    })
    const card = await screen.findByRole('radio', { name: 'Field sales card, Visa ending 4242' }, LOAD)
    await waitFor(() => expect((card as HTMLInputElement).checked).toBe(true), LOAD)
    expect(screen.getByRole('radio', { name: 'Company invoice' })).toBeTruthy()
    const book = screen.getByRole('button', { name: 'Book' })
    expect(book.getAttribute('aria-disabled')).toBe('true')
    flickers.push(...changes.takeRecords())
    expect(flickers).toEqual([])
    changes.disconnect()
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Cost centre *' }),
      'CC-200 Engineering',
    )
    await waitFor(() => expect(book.getAttribute('aria-disabled')).toBeNull(), LOAD)
    await userEvent.click(book)
    await waitFor(() => expect(onBooked).toHaveBeenCalledOnce(), LOAD)
    const row = await server.t.database.db
      .selectFrom('trip_events')
      .select(['payment_kind', 'reporting_values'])
      .where('id', '=', eventId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({
      payment_kind: 'companyCard',
      reporting_values: { costCenter: 'CC-200 Engineering' },
    })
  })
})
