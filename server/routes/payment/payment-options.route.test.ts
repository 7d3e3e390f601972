import { describe, expect, it } from 'vitest'
import { AUDIT_LOG_API } from '../../../shared/business/audit-schemas.ts'
import { CHECKOUT_PATHS, CheckoutErrorCode } from '../../../shared/business/checkout-contract.ts'
import { PAYMENT_API } from '../../../shared/business/payment-contract.ts'
import type {
  TCompanyCard,
  TMyCardsResponse,
  TPaymentOptionsResponse,
  TPaymentQuote,
} from '../../../shared/business/payment-schemas.ts'
import { TRAVEL_SETTINGS_API } from '../../../shared/business/travel-settings-contract.ts'
import { TRIPS_API_PATHS } from '../../../shared/trips/trips-contract.ts'
import { signInBrowser } from '../../testing/account/account-test-support.ts'
import {
  adminBrowser,
  createCompany,
  createMemberOf,
  giveRole,
  groupOf,
  json,
  proveSecondFactor,
} from '../../testing/company/company-test-kit.ts'
import { testDatabaseKinds } from '../../testing/db/test-databases.ts'
import { customRole } from '../../testing/members/members-test-kit.ts'
import { cardReference } from '../../testing/payment/payment-samples.ts'
import { errorCode, tripsMember } from '../../testing/trips/trips-test-kit.ts'
import { useCompany, useTestApp } from '../../testing/use-test-app.ts'

describe.each(testDatabaseKinds())('payment options (%s)', (kind) => {
  const t = useTestApp(kind)
  const a = useCompany(t)
  const b = useCompany(t)

  it('an admin adds one card per group and a default, turns invoice on; all audited, no token answered', async () => {
    const admin = await adminBrowser(t, a)
    const sales = await groupOf(t, a, 'Sales', [])
    const added = await admin.call(
      json('POST', PAYMENT_API.companyCards, { groupId: sales, card: cardReference({ last4: '1111' }) }),
    )
    expect(added.statusCode, added.body).toBe(201)
    expect(added.json<TCompanyCard>()).toMatchObject({ groupId: sales, groupName: 'Sales', last4: '1111' })
    expect(added.body).not.toContain('tok_')
    const again = await admin.call(
      json('POST', PAYMENT_API.companyCards, { groupId: sales, card: cardReference() }),
    )
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'PAYMENT_CARD_EXISTS'])
    const def = await admin.call(
      json('POST', PAYMENT_API.companyCards, { groupId: null, card: cardReference() }),
    )
    expect(def.statusCode).toBe(201)
    const invoice = await admin.call(json('PUT', PAYMENT_API.invoice, { enabled: true }))
    expect(invoice.json<TPaymentOptionsResponse>()).toMatchObject({ invoiceEnabled: true, canManage: true })
    expect(invoice.json<TPaymentOptionsResponse>().cards).toHaveLength(2)
    const audit = await admin.call(json('GET', AUDIT_LOG_API))
    const actions = audit.json<{ entries: { action: string }[] }>().entries.map((e) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['payment.card.add', 'payment.invoice']))
  })

  it('refuses a card number in any field, an expired card and a group of another company', async () => {
    const admin = await adminBrowser(t, a)
    for (const card of [
      cardReference({ providerToken: '4111111111111111' }),
      cardReference({ holderName: 'Ann 4111 1111 1111 1111' }),
      cardReference({ providerToken: 'tok_5555-5555-5555-4444' }),
    ]) {
      const res = await admin.call(json('POST', PAYMENT_API.companyCards, { groupId: null, card }))
      expect([res.statusCode, errorCode(res)]).toEqual([400, 'PAYMENT_CARD_NUMBER_REFUSED'])
    }
    const expired = await admin.call(
      json('POST', PAYMENT_API.myCards, cardReference({ expMonth: 1, expYear: 2020 })),
    )
    expect([expired.statusCode, errorCode(expired)]).toEqual([400, 'PAYMENT_CARD_EXPIRED'])
    const theirs = await groupOf(t, b, 'Theirs', [])
    const foreign = await admin.call(
      json('POST', PAYMENT_API.companyCards, { groupId: theirs, card: cardReference() }),
    )
    expect([foreign.statusCode, errorCode(foreign)]).toEqual([404, 'PAYMENT_GROUP_NOT_FOUND'])
    const noNumber = await admin.call(
      json('POST', PAYMENT_API.myCards, { ...cardReference(), number: '4111111111111111' }),
    )
    expect(noNumber.statusCode).toBe(400)
  })

  it('a travel manager reads but may not change; on Business Plus and above changes need company settings too', async () => {
    const manager = await adminBrowser(t, a, { role: 'travelManager' })
    expect((await manager.call(json('GET', PAYMENT_API.options))).json()).toMatchObject({ canManage: false })
    const put = await manager.call(json('PUT', PAYMENT_API.invoice, { enabled: false }))
    expect(put.statusCode).toBe(403)
    // A custom role with payment management but not company settings, on the Enterprise plan.
    const role = await customRole(t, a, ['COMPANY_PAYMENT_METHOD_MANAGEMENT'])
    const keeper = await createMemberOf(t, a, 'traveler')
    await giveRole(t, keeper.id, role)
    const verified = async () => {
      const b = await signInBrowser(t, keeper, { businessMode: true })
      await proveSecondFactor(t, b.sessionId)
      return b
    }
    const browser = await verified()
    const refused = await browser.call(json('PUT', PAYMENT_API.invoice, { enabled: false }))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PERMISSION_DENIED'])
    await t.database.db.updateTable('companies').set({ plan: 'biz' }).where('id', '=', a.id).execute()
    const browserOnBiz = await verified()
    expect((await browserOnBiz.call(json('PUT', PAYMENT_API.invoice, { enabled: true }))).statusCode).toBe(
      200,
    )
    await t.database.db.updateTable('companies').set({ plan: 'enterprise' }).where('id', '=', a.id).execute()
  })

  it('travellers keep their own cards unless the company says no; another’s card is 404', async () => {
    const ann = await tripsMember(t, a, 'traveler')
    const bob = await tripsMember(t, a, 'traveler')
    const added = await ann.browser.call(json('POST', PAYMENT_API.myCards, cardReference({ last4: '0005' })))
    expect(added.statusCode, added.body).toBe(201)
    const card = added.json<{ id: string }>()
    expect((await bob.browser.call(json('GET', PAYMENT_API.myCards))).json<TMyCardsResponse>().cards).toEqual(
      [],
    )
    expect((await bob.browser.call(json('DELETE', PAYMENT_API.myCard(card.id)))).statusCode).toBe(404)
    const admin = await adminBrowser(t, a)
    const off = await admin.call(
      json('PUT', TRAVEL_SETTINGS_API.accountPermissions, {
        allowPersonalCards: false,
        allowProfileEdit: true,
        allowCustomApprover: false,
        allowGuestBooking: false,
      }),
    )
    expect(off.statusCode).toBe(200)
    const refused = await bob.browser.call(json('POST', PAYMENT_API.myCards, cardReference()))
    expect([refused.statusCode, errorCode(refused)]).toEqual([403, 'PERSONAL_CARDS_NOT_ALLOWED'])
    expect((await ann.browser.call(json('GET', PAYMENT_API.myCards))).json()).toMatchObject({
      allowed: false,
    })
    await admin.call(
      json('PUT', TRAVEL_SETTINGS_API.accountPermissions, {
        allowPersonalCards: true,
        allowProfileEdit: true,
        allowCustomApprover: false,
        allowGuestBooking: false,
      }),
    )
    expect((await ann.browser.call(json('DELETE', PAYMENT_API.myCard(card.id)))).statusCode).toBe(200)
  })

  it('a state change without the form token is refused', async () => {
    const admin = await adminBrowser(t, a)
    const res = await admin.call({
      ...json('PUT', PAYMENT_API.invoice, { enabled: true }),
      headers: { 'content-type': 'application/json', 'x-csrf': '' },
    })
    expect(res.statusCode).toBe(403)
  })

  it('the checkout offers the group card first, validates the choice and records it on the booking', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const ann = await tripsMember(t, c, 'traveler')
    const ops = await groupOf(t, c, 'Ops', [ann.user.id])
    const other = await groupOf(t, c, 'Other', [])
    const opsCard = (
      await admin.call(json('POST', PAYMENT_API.companyCards, { groupId: ops, card: cardReference() }))
    ).json<TCompanyCard>()
    const otherCard = (
      await admin.call(json('POST', PAYMENT_API.companyCards, { groupId: other, card: cardReference() }))
    ).json<TCompanyCard>()
    await admin.call(json('PUT', PAYMENT_API.invoice, { enabled: true }))
    const saved = await ann.browser.save({})
    const quote = await ann.browser.call(json('GET', CHECKOUT_PATHS.quote(saved.event.id)))
    expect(quote.statusCode, quote.body).toBe(200)
    const payment = quote.json<{ sections: { payment: TPaymentQuote } }>().sections.payment
    expect(payment.defaultId).toBe(opsCard.id)
    expect(payment.options.map((o) => o.kind)).toEqual(['companyCard', 'invoice'])
    const wrong = await ann.browser.call(
      json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {
        checkout: { paymentOptionId: otherCard.id },
      }),
    )
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([422, CheckoutErrorCode.PAYMENT_OPTION_NOT_ALLOWED])
    const booked = await ann.browser.call(
      json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), { checkout: { paymentOptionId: c.id } }),
    )
    expect(booked.statusCode, booked.body).toBe(200)
    const row = await t.database.db
      .selectFrom('trip_events')
      .select(['payment_kind', 'payment_option_id'])
      .where('id', '=', saved.event.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ payment_kind: 'invoice', payment_option_id: c.id })
  })

  it('a company with payment set up but nothing for this traveller refuses the booking', async () => {
    const c = await createCompany(t)
    const admin = await adminBrowser(t, c)
    const ann = await tripsMember(t, c, 'traveler')
    const other = await groupOf(t, c, 'Other', [])
    await admin.call(json('POST', PAYMENT_API.companyCards, { groupId: other, card: cardReference() }))
    await admin.call(
      json('PUT', TRAVEL_SETTINGS_API.accountPermissions, {
        allowPersonalCards: false,
        allowProfileEdit: true,
        allowCustomApprover: false,
        allowGuestBooking: false,
      }),
    )
    const saved = await ann.browser.save({})
    const res = await ann.browser.call(json('POST', TRIPS_API_PATHS.eventBook(saved.event.id), {}))
    expect([res.statusCode, errorCode(res)]).toEqual([422, CheckoutErrorCode.PAYMENT_OPTION_REQUIRED])
  })
})
