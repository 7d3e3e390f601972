import crypto from 'node:crypto'
import type { InjectOptions, LightMyRequestResponse } from 'fastify'
import { expect } from 'vitest'
import type { TRoleTemplateKey } from '../../../shared/roles.ts'
import type { TOfferSnapshot, TSaveEventResponse } from '../../../shared/trips/trip-edit-schemas.ts'
import { TRIPS_API_PATHS, type TTripVertical } from '../../../shared/trips/trips-contract.ts'
import type { TTripsStoreResponse } from '../../../shared/trips/trips-schemas.ts'
import { createTestUser, type SignedInBrowser, signInBrowser } from '../account/account-test-support.ts'
import { nextIp } from '../auth/auth-test-kit.ts'
import { json, proveSecondFactor, signedInMember, type TestCompany } from '../company/company-test-kit.ts'
import type { TestApp } from '../test-app.ts'

export { json }

/** A signed-in browser whose every call comes from an address of its own (per-IP limits stay apart). */
export interface TripsBrowser extends SignedInBrowser {
  store(props?: string, fullTripId?: string): Promise<TTripsStoreResponse>
  save(offer: Partial<TOfferSnapshot>, fullTripId?: string): Promise<TSaveEventResponse>
}

export function withOwnIps(browser: SignedInBrowser): TripsBrowser {
  const call = (options: InjectOptions) => browser.call({ remoteAddress: nextIp(), ...options })
  return {
    ...browser,
    call,
    async store(props = 'trip,trips,user', fullTripId) {
      const query = new URLSearchParams({ props, ...(fullTripId ? { fullTripId } : {}) })
      const res = await call({ method: 'GET', url: `${TRIPS_API_PATHS.store}?${query}` })
      expect(res.statusCode, res.body).toBe(200)
      return res.json()
    },
    async save(overrides, fullTripId) {
      const res = await call({
        method: 'POST',
        url: TRIPS_API_PATHS.events,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ offer: offer(overrides), ...(fullTripId ? { fullTripId } : {}) }),
      })
      expect([200, 201], res.body).toContain(res.statusCode)
      return res.json()
    },
  }
}

/** A new member of the company in the role, signed in in business mode, each call from an address of its own. */
export async function tripsMember(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
  options: Parameters<typeof signedInMember>[3] = {},
): Promise<{ user: { id: string; email: string }; browser: TripsBrowser }> {
  const { user, browser } = await signedInMember(t, company, role, options)
  return { user, browser: withOwnIps(browser) }
}

export type Member = TripsBrowser & { id: string }

/** A member of the company signed in in business mode, its second factor proven, each call from its own IP. */
export async function memberBrowser(
  t: TestApp,
  company: TestCompany,
  role: TRoleTemplateKey,
  firstName?: string,
): Promise<Member> {
  const { user, browser } = await tripsMember(t, company, role, { firstName })
  await proveSecondFactor(t, browser.sessionId)
  return { ...browser, id: user.id }
}

/** A personal user of the test's own, signed in. */
export async function traveller(
  t: TestApp,
  fields: { email?: string; firstName?: string; confirmed?: boolean } = {},
): Promise<TripsBrowser> {
  const user = await createTestUser(t, {
    ...(fields.email ? { email: fields.email } : {}),
    firstName: fields.firstName ?? 'Tess',
  })
  if (fields.confirmed === false)
    await t.database.db
      .updateTable('users')
      .set({ email_confirmed_at: null })
      .where('id', '=', user.id)
      .execute()
  return withOwnIps(await signInBrowser(t, user))
}

let offers = 0
/** A hotel in Seoul unless told otherwise; each call a new offer id. */
export function offer(overrides: Partial<TOfferSnapshot> = {}): TOfferSnapshot {
  offers += 1
  return {
    vertical: 'hotel',
    offerId: `hotel-${offers}-${crypto.randomBytes(3).toString('hex')}`,
    title: 'Hanok stay',
    priceMinor: 120_000,
    currency: 'KRW',
    startAt: '2099-05-01T15:00:00.000Z',
    endAt: '2099-05-03T11:00:00.000Z',
    destination: 'Seoul',
    ...overrides,
  }
}

/**
 * What the booking flow asks of a personal booking of an offer source's offer (decision 084): adult
 * travellers (with passports for an international flight) and the documented test card that succeeds.
 */
export function paidBooking(travellers = 1, options: { passports?: boolean } = {}) {
  const names = ['Dana', 'Fox', 'Walter', 'Monica', 'John', 'Ada', 'Alan', 'Grace', 'Tim']
  return {
    travellers: Array.from({ length: travellers }, (_, i) => ({
      firstName: names[i % names.length],
      lastName: 'Tester',
      dateOfBirth: '1980-06-15',
      ...(options.passports
        ? {
            passport: {
              number: `X${1234567 + i}`,
              issuingCountry: 'KR',
              expiresOn: '2040-01-01',
              nationality: 'KR',
            },
          }
        : {}),
    })),
    payment: {
      card: {
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
        holderName: 'Dana Tester',
      },
    },
  }
}

/** Saves a catalogue offer by its id (the source says what it is, not the page): the new event's id. */
export async function saveOffer(me: TripsBrowser, vertical: TTripVertical, offerId: string): Promise<string> {
  const saved = await me.save({
    vertical,
    offerId,
    title: 'Anything the page says',
    priceMinor: 1,
    currency: 'USD',
    startAt: '2099-01-01T00:00:00.000Z',
    destination: 'Atlantis',
  })
  return saved.event.id
}

/**
 * Books a saved event sending a price of 2 (and what else the booking asks): it is booked at the source's
 * price, whatever the page sent.
 */
export async function expectBookedAt(
  me: TripsBrowser,
  eventId: string,
  priceMinor: number,
  booking: Record<string, unknown> = {},
) {
  const booked = await me.call(
    json('POST', TRIPS_API_PATHS.eventBook(eventId), { priceMinor: 2, ...booking }),
  )
  expect(booked.statusCode, booked.body).toBe(200)
  expect(booked.json().event).toMatchObject({ state: 'booked', priceMinor })
}

/** Saving an offer by each of these ids is refused (404, OFFER_NOT_FOUND): the source has no such offer. */
export async function expectNoSuchOffers(
  me: TripsBrowser,
  page: Pick<TOfferSnapshot, 'vertical' | 'currency' | 'destination'>,
  offerIds: readonly string[],
) {
  for (const offerId of offerIds) {
    const res = await me.call(
      json('POST', TRIPS_API_PATHS.events, {
        offer: { ...page, offerId, title: 'x', priceMinor: 1, startAt: '2099-01-01T00:00:00.000Z' },
      }),
    )
    expect(res.statusCode, offerId).toBe(404)
    expect(errorCode(res)).toBe('OFFER_NOT_FOUND')
  }
}

export function errorCode(res: LightMyRequestResponse): string | undefined {
  return res.json().errors?.[0]?.code
}
